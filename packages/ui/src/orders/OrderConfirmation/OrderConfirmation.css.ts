import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg, maxWidth: '48rem' });

export const confirmedIcon = style({ color: vars.color.success });

export const heldIcon = style({ color: vars.color.warning });

export const backOrders = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
