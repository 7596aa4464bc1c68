import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '28px',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginInlineEnd: '-4px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
  // Only where a pointer really hovers: on a touch screen :hover would stick after a tap.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.overlay, color: vars.color.surface } } } },
});
