import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { control } from '../../theme/field.css.ts';

export const stepper = style({ display: 'inline-flex', width: 'auto' });

// The shared bordered box, lit while the input or a button has the keyboard.
export const stepperControl = style([
  control,
  {
    selectors: {
      '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    },
  },
]);

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
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySurface } } } },
});

export const quantityInput = style({
  width: '4ch',
  boxSizing: 'content-box',
  textAlign: 'center',
  paddingInline: vars.space.xs,
  borderInline: `1px solid ${vars.color.border}`,
  // The − and + buttons step: the browser's own spin arrows would be a second, tiny pair.
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
});
