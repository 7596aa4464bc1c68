import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// The label / description / error / input look shared by every form field (TextField, Select,
// SearchField, QuantityStepper), so that a form reads as one piece.
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fieldDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});

// The bordered box; react-aria puts data-focus-within / data-invalid / data-disabled on groups
// and data-focused / data-invalid on inputs, so the same selectors serve both.
export const control = style({
  display: 'flex',
  alignItems: 'center',
  // The size token every control shares (buttons too): fields, selects and buttons line up.
  minHeight: vars.size.control,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-focus-within], &[data-focused]': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-invalid][data-focus-within], &[data-invalid][data-focused]': {
      boxShadow: `0 0 0 1px ${vars.color.error}`,
    },
    // A field disabled by its own prop (react-aria's data-disabled) or by a disabled fieldset (a
    // record the staff member may read, not change) looks out of use: greyed, its border faint.
    '&[data-disabled], &:disabled': {
      background: vars.color.neutralSurface,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    // A read-only field's value is read, not typed: the surface says so, the border stays readable.
    '&[readonly]': { background: vars.color.neutralSurface },
  },
});

// No block padding: the control's height comes from the size token alone, the same for every field.
const inputText = style({
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

// A standalone bordered input.
export const input = style([control, inputText, { width: '100%' }]);

// The bare input inside a `control` group, which draws the border.
export const controlInput = style([
  inputText,
  { flex: 1, alignSelf: 'stretch', border: 'none', background: 'transparent' },
]);

// Small square icon button living inside a control (password toggle, search clear).
export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  marginInlineEnd: vars.space.xs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutralSurface, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
