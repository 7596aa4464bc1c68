import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
