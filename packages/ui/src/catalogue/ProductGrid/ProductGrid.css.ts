import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.belowDesktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.belowTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.belowMobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
