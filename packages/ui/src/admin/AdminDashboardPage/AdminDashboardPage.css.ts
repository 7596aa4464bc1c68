import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const charts = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: '1fr' } },
});
