import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const required = style({
  color: vars.color.error,
  marginInlineStart: vars.space.xs,
});

export const textArea = style({
  minHeight: '96px',
  paddingBlock: vars.space.sm,
  resize: 'vertical',
});
