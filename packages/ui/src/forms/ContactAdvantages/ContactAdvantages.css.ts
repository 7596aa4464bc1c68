import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `0 ${vars.space.sm}` });

export const icon = style({ gridRow: 'span 2', marginTop: '2px', color: vars.color.accentStrong });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
