import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '1280px',
  margin: '0 auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontFamily: vars.font.heading,
  color: vars.color.text,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const count = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
