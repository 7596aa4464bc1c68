import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

/** A table row's buttons, wrapping on narrow screens. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
