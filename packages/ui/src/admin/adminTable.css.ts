import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

// The administration's tables (recent orders, order list, order lines): one look for all.
export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  padding: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle', textAlign: 'left' });

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** A number that must not break at its hyphens (FA-2026-00001). */
export const nowrap = style({ whiteSpace: 'nowrap' });
