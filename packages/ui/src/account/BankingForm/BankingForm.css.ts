import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const term = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
