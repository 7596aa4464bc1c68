import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const searchIcon = style({
  flexShrink: 0,
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
});

export const searchInput = style({
  paddingInlineStart: vars.space.sm,
  selectors: {
    // The clear button replaces the browser's own cancel cross.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});
