import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const stepper = style({ display: 'inline-flex', width: 'auto' });

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.primarySurface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const quantityInput = style({
  width: '4ch',
  boxSizing: 'content-box',
  textAlign: 'center',
  paddingInline: vars.space.xs,
  borderInline: `1px solid ${vars.color.border}`,
});
