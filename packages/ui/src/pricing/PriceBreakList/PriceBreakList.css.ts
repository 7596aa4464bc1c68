import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const box = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySurface,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
