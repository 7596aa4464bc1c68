import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { frameWidth } from '../../theme/page.css.ts';
import { headerHeight } from '../SiteHeader/SiteHeader.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
});

// Hidden until it takes keyboard focus, then shown above the fixed header.
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

// Spec 1 §2: the routed content has a 64 px top margin (the fixed header) and 20 px padding.
// At least a screen high, so the footer starts below the fold: while a page's data loads it is not
// in view, and the content arriving does not push it down before the reader's eyes (CLS, issue #10).
export const main = style({
  flex: 1,
  minHeight: '100vh',
  width: '100%',
  maxWidth: frameWidth,
  marginInline: 'auto',
  marginBlockStart: headerHeight,
  padding: vars.layout.gutter,
  outline: 'none',
});
