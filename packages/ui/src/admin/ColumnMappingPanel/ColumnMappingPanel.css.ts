import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
