import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Search, filters and exports wrap onto as many lines as the width needs. */
export const controls = style({ display: 'grid', gap: vars.space.md });

/** The search box and its "Rechercher" button on one line, the button at the field's foot. */
export const searchRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

// The field takes the row's room up to a line of about 60 characters (its placeholder whole on a desktop),
// and shrinks below that on a phone, the button kept beside it.
globalStyle(`${searchRow} > :first-child`, { flex: '1 1 auto', maxWidth: '36rem', minWidth: 0 });

/** The two days side by side while each keeps room for a full date and its picker, one above the other below that. */
export const dateRange = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/**
 * A list's filters: the search on its own line, then the selects and the period wrapping as the width
 * needs. The period asks for twice a select's width, so its days are never squeezed (a grid of equal
 * columns gave each day 100 px at 1280 px).
 */
export const filterBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
globalStyle(`${filterBar} > *`, { flex: '1 1 12rem', minWidth: 0 });
globalStyle(`${filterBar} > ${searchRow}`, { flexBasis: '100%' });
globalStyle(`${filterBar} > ${dateRange}`, { flex: '2 1 22rem' });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const exports = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginBottom: vars.space.sm,
  background: vars.color.primarySurface,
  borderRadius: vars.radius.md,
});

export const notice = style({ margin: `0 0 ${vars.space.sm}`, padding: vars.space.sm, background: vars.color.infoSurface, color: vars.color.info, borderRadius: vars.radius.md });
