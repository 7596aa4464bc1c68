import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const details = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.md, alignItems: 'end' });

export const error = style({ margin: 0, color: vars.color.error });
