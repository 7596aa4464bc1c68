import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const progressBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const bar = style({
  width: '100%',
  height: '12px',
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.neutralSurface,
  color: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.neutralSurface },
    '&::-webkit-progress-value': { background: vars.color.primary, borderRadius: vars.radius.pill },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
});
