import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const summary = style({ margin: 0, marginBottom: vars.space.md, fontWeight: vars.fontWeight.bold });

export const history = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.xs });
