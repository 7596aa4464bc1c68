import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { frameWidth } from '../../theme/page.css.ts';
import { media } from '../../theme/breakpoints.ts';

// The header height is the page frame's 64 px top margin (spec 1 §2 "Shared page frame").
export const headerHeight = '64px';

export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.header,
  height: headerHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  height: '100%',
  maxWidth: frameWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

const linkBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.infoSurface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const brand = style([linkBase, { color: vars.color.text, paddingInline: vars.space.xs }]);

export const menu = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  gap: vars.space.md,
  '@media': {
    [media.belowTablet]: {
      display: 'none',
      selectors: {
        '&[data-open]': {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          position: 'absolute',
          insetBlockStart: headerHeight,
          insetInline: 0,
          padding: vars.space.md,
          background: vars.color.surface,
          borderBottom: `1px solid ${vars.color.border}`,
          boxShadow: vars.shadow.md,
          maxHeight: `calc(100vh - ${headerHeight})`,
          overflowY: 'auto',
        },
      },
    },
  },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.belowTablet]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const accountList = style([list, { marginInlineStart: 'auto' }]);

export const navLink = style([
  linkBase,
  {
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.primary,
        color: vars.color.primaryText,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
]);

export const actionLink = linkBase;

// Between 768 and 1024 px the account entries keep only their icon; the text stays as the
// accessible name. Below 768 px they sit in the opened menu, where there is room for the text.
export const actionLabel = style({
  '@media': {
    [media.belowDesktop]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    [media.belowTablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
    },
  },
});

export const userName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  maxWidth: '220px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [media.belowDesktop]: { display: 'none' },
    [media.belowTablet]: { display: 'inline-flex', maxWidth: 'none' },
  },
});

export const cart = style([
  linkBase,
  {
    position: 'relative',
    paddingInline: vars.space.sm,
    '@media': {
      [media.belowTablet]: { marginInlineStart: 'auto' },
    },
  },
]);

export const badge = style({
  position: 'absolute',
  insetBlockStart: '0',
  insetInlineEnd: '-4px',
  minWidth: '20px',
  height: '20px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});

// The toggle comes right before the menu it opens, so Tab goes from it into the opened menu;
// it is drawn at the end of the bar, where small-screen users look for it.
export const menuToggle = style({
  display: 'none',
  '@media': {
    [media.belowTablet]: { display: 'inline-flex', order: 1 },
  },
});
