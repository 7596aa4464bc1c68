import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { BOTTOM_BAR_HEIGHT } from '../../theme/bottomBar.css.ts';

// Fixed at the bottom of the window: the storefront header is fixed at the top, and the bar must
// stay in sight on every customer page while the administrator acts as the client. Snackbars and
// the cookie banner rise above it (theme/bottomBar.css.ts), so it keeps one line of a known height.
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.lg,
  boxSizing: 'border-box',
  minBlockSize: BOTTOM_BAR_HEIGHT,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accentSurface,
  borderTop: `2px solid ${vars.color.accent}`,
  color: vars.color.text,
});

export const text = style({ margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });
