import { style } from '@vanilla-extract/css';
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

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.belowMobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
