import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const company = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });

// A term and its value stay one pair for the grid of facts.
export const pair = style({ display: 'contents' });
