import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '60rem' });

export const added = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
