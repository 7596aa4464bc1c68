import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const count = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
