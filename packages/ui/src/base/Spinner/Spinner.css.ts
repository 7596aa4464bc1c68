import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const inline = style({ flexDirection: 'row' });

export const ring = style({
  display: 'block',
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderColor: vars.color.primarySurface,
  borderTopColor: vars.color.primary,
  animation: `${spin} ${vars.motion.spin} linear infinite`,
  '@media': {
    // Still shows that something happens, without the fast rotation.
    '(prefers-reduced-motion: reduce)': { animationDuration: vars.motion.spinReduced },
  },
});

export const size = styleVariants({
  small: { width: '16px', height: '16px', borderWidth: '2px' },
  medium: { width: '32px', height: '32px', borderWidth: '3px' },
  large: { width: '48px', height: '48px', borderWidth: '4px' },
});
