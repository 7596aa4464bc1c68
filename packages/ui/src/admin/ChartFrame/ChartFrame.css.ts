import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// As wide as the card (its auto margins would otherwise shrink it in the card's flex column), centred under a maximum width.
export const plot = style({ position: 'relative', width: '100%', marginInline: 'auto' });

export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const mark = style({
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// Placed by ChartFrame inside the plot's width; a text longer than the plot (a phone's) wraps.
export const tooltip = style({
  position: 'absolute',
  width: 'max-content',
  maxWidth: '100%',
  transform: 'translateY(calc(-100% - 8px))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.surface,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
  boxShadow: vars.shadow.md,
  zIndex: 1,
});

export const empty = style({ margin: 0, padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ width: '12px', height: '12px', borderRadius: vars.radius.sm, flexShrink: 0 });

export const details = style({ fontSize: vars.fontSize.sm });

export const summary = style({
  cursor: 'pointer',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', marginTop: vars.space.sm, borderCollapse: 'collapse' });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  selectors: { '&:not(:first-child)': { textAlign: 'right' } },
});
