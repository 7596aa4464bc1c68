import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';
import { bottomBarSpace } from '../../theme/bottomBar.css.ts';

export const banner = style({
  position: 'fixed',
  insetBlockEnd: `calc(${vars.space.md} + ${bottomBarSpace})`,
  insetInline: vars.space.md,
  zIndex: vars.zIndex.toast,
  maxWidth: '960px',
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.belowTablet]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.md },
    [media.belowMobile]: { insetInline: 0, insetBlockEnd: bottomBarSpace, borderRadius: 0, padding: vars.space.md },
  },
});

export const text = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexShrink: 0,
  '@media': { [media.belowTablet]: { justifyContent: 'flex-end' } },
});
