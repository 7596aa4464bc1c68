import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { below, breakpoints, media } from '../../theme/breakpoints.ts';

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
    // One card per row on a phone, the 480 px one included: two would squeeze the name and the
    // button into 200 px.
    [below(breakpoints.mobile + 1)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
