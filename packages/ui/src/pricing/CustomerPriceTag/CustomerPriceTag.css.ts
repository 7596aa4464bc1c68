import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const base = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const tag = styleVariants({
  sm: [base, { fontSize: vars.fontSize.sm }],
  md: [base, { fontSize: vars.fontSize.lg }],
  lg: [base, { fontSize: vars.fontSize.xxl }],
});

export const publicPrice = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const note = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
