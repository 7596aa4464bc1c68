import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

const connection = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const online = style([connection, { color: vars.color.success }]);

export const offline = style([connection, { color: vars.color.error }]);

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const end = style({ marginInlineStart: 'auto' });
