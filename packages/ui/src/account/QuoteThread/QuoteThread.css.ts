import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const thread = style({ display: 'grid', gap: vars.space.md });

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

const bubble = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  maxWidth: '85%',
  overflowWrap: 'anywhere',
});

export const fromCustomer = style([bubble, { background: vars.color.neutralSurface, justifySelf: 'start' }]);

export const fromStaff = style([bubble, { background: vars.color.primarySurface, justifySelf: 'end' }]);

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const text = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: 'pre-wrap' });

export const versions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const version = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const error = style({ margin: 0, color: vars.color.error });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
