import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const magnifier = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const lens = style({
  position: 'absolute',
  overflow: 'hidden',
  pointerEvents: 'none',
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
});

export const lensImage = style({
  position: 'absolute',
  maxWidth: 'none',
  objectFit: 'contain',
});
