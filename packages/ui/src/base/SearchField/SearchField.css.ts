import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// The bordered box's focus and disabled looks, as `control` draws them for react-aria's fields.
export const box = style({
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&:has(input:disabled)': { background: vars.color.neutralSurface, cursor: 'not-allowed' },
  },
});

export const searchIcon = style({
  flexShrink: 0,
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
});

export const searchInput = style({
  paddingInlineStart: vars.space.sm,
  // An input is as wide as its size attribute unless told otherwise: a percentage width lets it shrink
  // with its row (a staff list's search and its button at 390 px scrolled the page 56 px sideways).
  width: '100%',
  minWidth: 0,
  selectors: {
    // The clear button replaces the browser's own cancel cross.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style({
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': {
    // Only where a pointer really hovers: on a touch screen :hover would stick after a tap.
    '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { background: vars.color.neutralSurface, color: vars.color.text } } },
  },
});
