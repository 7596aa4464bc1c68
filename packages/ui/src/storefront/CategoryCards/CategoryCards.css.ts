import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const item = style({ display: 'flex' });

// The Card fills its grid cell so the four cards line up.
globalStyle(`${item} > *`, { flex: 1 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, flex: 1, color: vars.color.textMuted });

export const count = style({ margin: 0, color: vars.color.primary, fontWeight: vars.fontWeight.bold });
