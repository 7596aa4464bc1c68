import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The team list, then the card to add a member, no wider than a form reads well. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const addCard = style({ maxWidth: '32rem' });
