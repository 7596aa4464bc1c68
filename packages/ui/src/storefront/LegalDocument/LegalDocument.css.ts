import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.belowMobile]: { padding: vars.space.md } },
});

export { pageTitle as title } from '../../theme/page.css.ts';

export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSurface,
});

export const tocTitle = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.fontSize.md });

export const tocList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  columns: 2,
  columnGap: vars.space.xl,
  '@media': { [media.belowTablet]: { columns: 1 } },
});

export const tocLink = style({
  color: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  scrollMarginBlockStart: '80px',
  outline: 'none',
});

// Section bodies are plain paragraphs and lists written by the pages.
globalStyle(`${section} p, ${section} ul`, { margin: 0 });
globalStyle(`${section} ul`, { paddingInlineStart: vars.space.lg });
globalStyle(`${section} a`, { color: vars.color.primary });
globalStyle(`${section} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
