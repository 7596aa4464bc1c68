import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.success,
});
