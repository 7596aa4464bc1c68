import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': {
    // Side by side above the form on tablets, where one column of cards would be a long scroll.
    [media.belowDesktop]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

// On a phone the form comes first: the details and advantages cards would push it 1000 px down.
export const formColumn = style({
  minWidth: 0,
  '@media': { [media.belowTablet]: { order: -1 } },
});
