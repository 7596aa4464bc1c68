import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBlock: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSurface,
  '@media': {
    [media.belowTablet]: { flexDirection: 'column', alignItems: 'flex-start', padding: vars.space.lg },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, marginBlockStart: vars.space.xs, color: vars.color.text });
