import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const message = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });
