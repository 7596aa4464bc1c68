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
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { color: vars.color.textMuted, opacity: 0.5, cursor: 'not-allowed' },
  },
  // Only where a pointer really hovers: on a touch screen :hover would stick after a tap.
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySurface } } } },
});
