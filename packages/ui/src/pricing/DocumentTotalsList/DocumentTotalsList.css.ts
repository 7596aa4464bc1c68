import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const rows = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.sm,
  margin: 0,
});

export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const grandTerm = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const grandValue = style([
  value,
  {
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.primary,
  },
]);
