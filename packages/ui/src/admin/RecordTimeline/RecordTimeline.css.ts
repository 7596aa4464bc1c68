import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const line = style({
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.primarySurface}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const when = style({ color: vars.color.textMuted });

export const who = style({ fontWeight: vars.fontWeight.medium });
