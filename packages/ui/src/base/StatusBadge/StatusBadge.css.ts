import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // One line wherever it fits; in a box narrower than its label (a staff list stacked on a phone) it
  // wraps instead of running past the box's edge, cut off there.
  maxWidth: '100%',
});
