import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// Shared keyboard focus ring: react-aria sets data-focus-visible only for keyboard focus.
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
