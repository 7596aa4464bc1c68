import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const box = style({ position: 'relative', display: 'flex', minWidth: 0 });

// The browser's own select, drawn as the react-aria Select's trigger (`control`): no native arrow,
// the same chevron at the end, the same focus ring.
export const select = style({
  appearance: 'none',
  width: '100%',
  padding: `0 calc(${vars.space.md} + 22px) 0 ${vars.space.md}`,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&:disabled': { background: vars.color.neutralSurface, color: vars.color.text, cursor: 'not-allowed', opacity: 1 },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text,
});
