import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1440px', margin: '0 auto' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontFamily: vars.font.heading, color: vars.color.text });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const catalogue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

