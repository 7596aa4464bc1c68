import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
