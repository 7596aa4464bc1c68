import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

// The saved addresses beside the form on a desktop, above it below the tablet width.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const lines = style({ margin: 0, fontStyle: 'normal', lineHeight: vars.lineHeight.normal });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
