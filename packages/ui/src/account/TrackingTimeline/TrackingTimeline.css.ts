import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const timeline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const event = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.primarySurface}`,
});
