import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginTop: vars.space.xl });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
