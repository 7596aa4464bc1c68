import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { bottomBarSpace } from '../../theme/bottomBar.css.ts';

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

/**
 * A dialog on screen: react-aria's (role dialog or alertdialog) or a native one. Not a snackbar, whose
 * toast is an alertdialog too: counted, it sent every snackbar to the top.
 */
const OPEN_DIALOG = `[role="dialog"], [role="alertdialog"]:not(.${toast}), dialog[open]`;

export const region = style({
  position: 'fixed',
  insetBlockEnd: `calc(${vars.space.lg} + ${bottomBarSpace})`,
  insetInline: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
    // While a dialog is open the snackbars go to the top: at the bottom they covered its buttons,
    // and the pointer resting on them to press one kept the snackbar there (issue 27).
    [`:root:has(${OPEN_DIALOG}) &`]: { insetBlockStart: vars.space.lg, insetBlockEnd: 'auto', flexDirection: 'column' },
  },
  '@media': { [media.belowMobile]: { insetBlockEnd: `calc(${vars.space.sm} + ${bottomBarSpace})` } },
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
