import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });

// A term and its value stay one pair for the grid.
export const pair = style({ display: 'contents' });
