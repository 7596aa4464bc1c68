import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** An invitation's link kept without SMTP: on its own line, broken anywhere so a long token never widens the table. */
export const invitationLink = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
