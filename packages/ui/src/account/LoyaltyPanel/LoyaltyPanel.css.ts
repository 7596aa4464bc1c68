import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const points = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const progress = style({
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

export const cost = style({ margin: 0, marginTop: 'auto', fontWeight: vars.fontWeight.bold });
