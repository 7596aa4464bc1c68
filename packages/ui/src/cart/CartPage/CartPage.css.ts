import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

// Title and subtitle are the page template's (theme/page.css.ts).
export { pageTitle as title, pageLead as subtitle } from '../../theme/page.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const linesHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const linesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
