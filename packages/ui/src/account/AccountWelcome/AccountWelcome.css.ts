import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const welcome = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.belowMobile]: { fontSize: vars.fontSize.md } },
});

export const since = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
