import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const icon = style({ flexShrink: 0, marginBlockStart: '2px' });
