import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const paginator = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  '@media': { [media.belowMobile]: { justifyContent: 'center', gap: vars.space.sm } },
});

export const range = style({ whiteSpace: 'nowrap' });

export const buttons = style({ display: 'flex', gap: vars.space.xs });

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.primarySurface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.5, cursor: 'not-allowed' },
  },
});
