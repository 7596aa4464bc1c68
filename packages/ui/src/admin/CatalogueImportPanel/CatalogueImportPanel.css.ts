import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const help = style({ margin: 0, marginBottom: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.md, fontSize: vars.fontSize.sm });

export const listTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, maxHeight: '20rem', overflowY: 'auto', overflowWrap: 'anywhere' });
