import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { media } from './breakpoints.ts';

// The page template every screen of the shop is built on: one column of sections in one rhythm,
// a page header (h1 and its lead) and section titles of one scale and one colour. The width comes
// from the frame (PageLayout's main column, `layout.contentWidth`), so no page sets its own.

/** Width of the frame's rows (header bar, main column, footer): the content width plus its gutters, so all three line up. */
export const frameWidth = `calc(${vars.layout.contentWidth} + 2 * ${vars.layout.gutter})`;

export const pageContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [media.belowMobile]: { fontSize: vars.fontSize.xl } },
});

export const pageLead = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
