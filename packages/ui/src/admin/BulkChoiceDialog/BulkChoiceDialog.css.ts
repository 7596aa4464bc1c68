import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The choice above the question, wide enough for the longest option ("Revendeur / Grossiste"). */
export const choice = style({ minWidth: 'min(20rem, 70vw)', marginBottom: vars.space.md });
