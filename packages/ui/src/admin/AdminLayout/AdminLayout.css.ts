import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const page = style({ minHeight: '100vh', background: vars.color.background });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [media.belowMobile]: { padding: vars.space.sm } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

/** The title, and on its right what the page creates; under each other when the line is short. */
export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
