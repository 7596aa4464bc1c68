import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

