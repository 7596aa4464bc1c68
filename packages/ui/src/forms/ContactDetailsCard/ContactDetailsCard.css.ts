import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const item = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `0 ${vars.space.sm}` });

export const icon = style({ gridRow: 'span 2', marginTop: '2px', color: vars.color.primary });

export const term = style({ fontWeight: vars.fontWeight.bold });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const hoursRow = style({ display: 'contents' });

export const link = style({
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
