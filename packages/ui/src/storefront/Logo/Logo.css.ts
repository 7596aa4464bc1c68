import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.06em',
    color: 'inherit',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.lg },
      large: { fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'small' },
});

export const mark = style({
  color: vars.color.accent,
  flexShrink: 0,
});
