import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { media } from '../theme/breakpoints.ts';

// The look shared by the account dashboard's tabs: card grids and data tables that become one
// card per row on a phone.

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.belowTablet]: { display: 'block' } },
});

export const headCell = style({
  padding: vars.space.sm,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `2px solid ${vars.color.border}`,
  '@media': { [media.belowTablet]: { display: 'none' } },
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.belowTablet]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: `${vars.space.sm} 0` },
  },
});

export const cell = style({
  padding: vars.space.sm,
  verticalAlign: 'middle',
  '@media': {
    // On a phone a row's actions (its last cell) start a line of their own in every row, instead
    // of following its figures where they happen to fit.
    // A cell whose column header would be needed to read it (two dates side by side) names itself
    // there with its data-label, the headers being hidden.
    [media.belowTablet]: {
      display: 'block',
      padding: 0,
      selectors: {
        '&:last-child': { flexBasis: '100%' },
        '&[data-label]::before': { content: 'attr(data-label) " : "', color: vars.color.textMuted },
      },
    },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const strong = style({ fontWeight: vars.fontWeight.bold });

// The header's menus (notifications, "Mon compte").
export const menuPopover = style({
  minWidth: '200px',
  maxWidth: 'min(360px, 92vw)',
  maxHeight: '420px',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const menuItem = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.primarySurface } },
});
