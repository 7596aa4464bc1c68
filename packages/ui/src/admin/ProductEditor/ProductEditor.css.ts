import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: vars.space.md, alignItems: 'start' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
