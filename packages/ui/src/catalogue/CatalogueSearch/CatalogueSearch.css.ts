import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const hints = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const hintsLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });

export const hintList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
