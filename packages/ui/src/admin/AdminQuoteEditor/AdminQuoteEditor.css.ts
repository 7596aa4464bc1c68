import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: vars.space.lg, alignItems: 'start' });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 3fr) repeat(3, minmax(90px, 1fr)) minmax(90px, auto) auto',
  gap: vars.space.sm,
  alignItems: 'end',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const lineTotal = style({ margin: 0, paddingBottom: vars.space.sm, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const reference = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const choices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const choice = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const footer = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: vars.space.lg, alignItems: 'start' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const error = style({ margin: 0, color: vars.color.error });
