import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export { header, title, actions } from '../../base/Dialog/Dialog.css.ts';

/**
 * The modal box, as the shop's other dialogs draw it; its padding is the content's, so a press on the box is never the backdrop's.
 * A native <dialog> has no overlay padding around it: its width keeps the backdrop's 16 px on each side at every width (at
 * 480 px a 100% box touched both edges).
 */
export const dialog = style({
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: '560px',
  maxHeight: 'calc(100vh - 32px)',
  padding: 0,
  border: 'none',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { [media.belowMobile]: { padding: vars.space.md } },
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSurface, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const paragraph = style({ margin: 0 });

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.medium,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
