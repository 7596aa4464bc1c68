import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'help',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tooltip = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
});

export const rows = style({ display: 'grid', gridTemplateColumns: 'auto auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const row = style({ display: 'contents' });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, textAlign: 'end' });
