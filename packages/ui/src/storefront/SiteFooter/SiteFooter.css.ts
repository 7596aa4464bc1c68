import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const footer = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  paddingBlock: vars.space.xl,
  paddingInline: vars.layout.gutter,
});

export const inner = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1.3fr repeat(3, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [media.belowDesktop]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.belowMobile]: { gridTemplateColumns: '1fr', gap: vars.space.lg },
  },
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '24px',
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
  },
});

export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const addressLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

globalStyle(`${addressLine} > svg, ${link} > svg`, { flexShrink: 0, marginBlockStart: '2px' });

export const social = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

// The icon set ships no brand glyphs: the two network marks are drawn inline in the footer.
export const socialLink = style([
  link,
  {
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.pill,
    border: `2px solid ${vars.color.primaryText}`,
    fontWeight: vars.fontWeight.bold,
    selectors: { '&:hover': { background: vars.color.primaryHover, textDecoration: 'none' } },
  },
]);

export const bottom = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.primarySurface}`,
  fontSize: vars.fontSize.sm,
});

export const copyright = style({ margin: 0 });
