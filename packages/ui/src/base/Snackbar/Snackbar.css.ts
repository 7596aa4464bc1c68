import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInline: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
  '@media': { [media.belowMobile]: { insetBlockEnd: vars.space.sm } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'min(560px, 100%)',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: '6px solid currentColor',
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const content = style({ flex: 1, color: vars.color.text });

export const close = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

// The snackbar's own action ("Voir le panier") is outlined so it reads as the main choice next to "Fermer".
export const action = style([close, { border: '1px solid currentColor', whiteSpace: 'nowrap' }]);
