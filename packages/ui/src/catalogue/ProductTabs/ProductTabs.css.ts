import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const specifications = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  margin: 0,
  fontSize: vars.fontSize.sm,
});

// Rows group each term with its value for the markup; the grid lays out the terms and values.
export const row = style({ display: 'contents' });

const cell = {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
};

export const term = style({ ...cell, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const value = style(cell);

// A lead-in, not a heading: the tab itself already titles the panel.
export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const none = style({
  margin: 0,
  color: vars.color.textMuted,
});
