import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The account card's buttons, side by side at the right of its title (wrapping on a phone). */
export const accountActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
