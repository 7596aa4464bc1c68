import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '1440px', margin: '0 auto' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const catalogue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// Search and category share a row (2 to 1) while the search gets 16rem and the category 14rem, else
// each has its own: at 480 px the two columns cut the placeholder and "Toutes les catégories".
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

globalStyle(`${filters} > :first-child`, { flex: '2 1 16rem', minWidth: 0 });
globalStyle(`${filters} > :last-child`, { flex: '1 1 14rem', minWidth: 0 });
