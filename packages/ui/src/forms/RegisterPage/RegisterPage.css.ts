import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const benefitIcon = style({ flexShrink: 0, marginTop: '3px', color: vars.color.success });
