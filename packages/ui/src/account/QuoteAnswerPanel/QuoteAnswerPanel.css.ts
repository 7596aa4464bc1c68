import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.md });

export const offer = style({ display: 'grid', gap: vars.space.sm, maxWidth: '420px' });

export const validity = style({ margin: 0, color: vars.color.textMuted });

export const expired = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.warningSurface, color: vars.color.warning });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const answer = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const error = style({ margin: 0, color: vars.color.error });
