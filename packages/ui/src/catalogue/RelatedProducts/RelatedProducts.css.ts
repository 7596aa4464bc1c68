import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// A section of the page: the page template's h2.
export { sectionTitle as title } from '../../theme/page.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.belowDesktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.belowMobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const picture = style({
  aspectRatio: '1',
  color: vars.color.textMuted,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
});

export const price = style({
  margin: 0,
  marginTop: 'auto',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});
