import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const points = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const cost = style({ margin: 0, marginTop: 'auto', fontWeight: vars.fontWeight.bold });
