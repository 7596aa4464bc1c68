import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

// Below a tablet a line's fields go two by two.
const LINE_STACKS = media.belowTablet;

export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: vars.space.lg, alignItems: 'start' });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

// Columns sized by fractions and a fixed total, never by their content, so every line's fields sit
// under the line above's; labels on one row, the reference under the designation.
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) repeat(3, minmax(0, 1fr)) 8.5rem auto',
  gap: vars.space.sm,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [LINE_STACKS]: { gridTemplateColumns: '1fr 1fr' } },
});

// The total and "Retirer" face the fields, not their labels.
globalStyle(`${line} > :last-child`, { alignSelf: 'center' });

/** On a phone the designation takes the whole width: it is the line's name. */
export const designation = style({ minWidth: 0, '@media': { [LINE_STACKS]: { gridColumn: '1 / -1' } } });

export const lineTotal = style({ margin: 0, alignSelf: 'center', textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** The product search grows with the row, so its placeholder shows whole. */
export const search = style({ flex: '1 1 20rem', maxWidth: '32rem' });

export const reference = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const choices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const choice = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const footer = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: vars.space.lg, alignItems: 'start' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const error = style({ margin: 0, color: vars.color.error });
