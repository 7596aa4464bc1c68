import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const clause = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
