import { style } from '@vanilla-extract/css';
import { field } from '../../theme/field.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
});

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.primarySurface },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.color.primary },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

// Written on `field` itself (two classes): one class each, the column of `field` won or lost by the
// order the stylesheets load in, and a partial Storybook build put the paginator's label above its select.
export const beside = style({ selectors: { [`${field}&`]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm } } });
// A label beside its select is short ("Produits par page :"): it stays on one line even at 480 px.
export const besideLabel = style({ whiteSpace: 'nowrap' });
