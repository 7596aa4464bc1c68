import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.neutralSurface,
  color: vars.color.neutral,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const message = style({ margin: 0, maxWidth: '48ch' });

export const action = style({ marginTop: vars.space.sm });
