import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accentSurface,
  borderBottom: `2px solid ${vars.color.accent}`,
  color: vars.color.text,
});

export const text = style({ margin: 0, fontWeight: vars.fontWeight.medium });
