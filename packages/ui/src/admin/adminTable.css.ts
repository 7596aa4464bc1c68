import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

// The administration's tables (recent orders, order list, order lines): one look for all.
const tableBox = createContainer();

/**
 * Below this width of its box a table shows each record as a block of labelled lines: at 480 px the
 * order list's seven columns reached 800 px and its "Voir" sat out of sight behind a sideways scroll.
 */
const stacked = `${tableBox} (max-width: 559px)`;

export const scroller = style({ overflowX: 'auto', containerType: 'inline-size', containerName: tableBox });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@container': { [stacked]: { display: 'block' } },
});

/** The header row: read by screen readers only once the records are stacked, each line naming its column. */
export const head = style({
  '@container': {
    [stacked]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({ '@container': { [stacked]: { display: 'block' } } });

export const row = style({
  '@container': {
    [stacked]: { display: 'block', padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const headCell = style({
  padding: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'left',
  '@container': {
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6.5rem, 35%) 1fr',
      alignItems: 'baseline',
      gap: vars.space.sm,
      padding: `${vars.space.xs} 0`,
      border: 0,
      textAlign: 'left',
    },
  },
});

/** The column's name beside a stacked record's value; hidden while the table has its header row. */
export const cellLabel = style({
  display: 'none',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  '@container': { [stacked]: { display: 'block' } },
});

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** A number that must not break at its hyphens (FA-2026-00001). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A sortable column's header: the whole header text is the button, its arrow says the direction. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** The arrow of a column the list is not sorted by: there, but quiet. */
export const sortIdle = style({ opacity: 0.45 });

/** The checkbox column of a list with bulk actions. */
export const checkCell = style({ width: '2.5rem' });

export const checkbox = style({ width: '1.125rem', height: '1.125rem', accentColor: vars.color.primary, cursor: 'pointer' });
