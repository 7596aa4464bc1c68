import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  // Top-aligned: a field's French error grows it downwards without lifting its neighbours' inputs.
  alignItems: 'start',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Under the reference it belongs to.
export const cataloguePrice = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const totals = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });

export const error = style({ margin: 0, color: vars.color.error });

export const pageActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
