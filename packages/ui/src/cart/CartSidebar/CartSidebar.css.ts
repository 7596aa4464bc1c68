import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const headline = style({ margin: 0, color: vars.color.textMuted });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const lineName = style({ fontWeight: vars.fontWeight.medium });

export const lineTotal = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.bold });

export const lineControls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const autoSaved = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });
