import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySurface,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  width: '40%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  animation: `${slide} ${vars.motion.progress} ease-in-out infinite`,
  '@media': {
    // Still shows that something happens, without the fast sweep.
    '(prefers-reduced-motion: reduce)': { animationDuration: vars.motion.progressReduced },
  },
});
