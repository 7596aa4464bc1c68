import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontWeight: vars.fontWeight.medium,
});

export const icon = style({ flexShrink: 0, marginBlockStart: '3px' });
