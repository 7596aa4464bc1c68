import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
