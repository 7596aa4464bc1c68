import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const form = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.md, alignItems: 'end' });

export const formActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, gridColumn: '1 / -1' });

export const error = style({ margin: 0, color: vars.color.error });
