import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/**
 * A card's rows: picture, name, price, description, details, action. In a grid the cards of one
 * row share these tracks (CSS subgrid), so names, prices and buttons line up whether a card shows
 * one picture or a slider with thumbnails.
 */
const CARD_ROWS = 6;

/** A grid cell that hands the grid's row tracks down to the card inside it. */
export const cardCell = style({
  display: 'grid',
  gridRow: `span ${CARD_ROWS}`,
  gridTemplateRows: 'subgrid',
  rowGap: 0,
});

export const card = style({
  display: 'grid',
  gridRow: `span ${CARD_ROWS}`,
  gridTemplateRows: 'subgrid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  rowGap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const priceNote = style({
  marginLeft: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  // The row track is as tall as the longest list of the row: shorter lists stay packed at its top.
  alignContent: 'start',
  margin: 0,
  fontSize: vars.fontSize.sm,
});

// Rows group each term with its value for the markup; the grid lays out the terms and values.
export const detailRow = style({ display: 'contents' });

export const term = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  alignSelf: 'end',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
});

// The chips and the heart sit over the picture, so the card keeps its rows in line with the others.
export const media = style({ position: 'relative', minWidth: 0 });

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  pointerEvents: 'none',
});

export const heart = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.error },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// Where the button would be: same height, so the row of cards keeps its line.
export const outOfStock = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control,
  margin: 0,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSurface,
  color: vars.color.error,
  fontWeight: vars.fontWeight.bold,
});
