import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const issued = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.sm });

export const issuedItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const total = style({ margin: 0, fontWeight: vars.fontWeight.bold, textAlign: 'right' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
