import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textAlign: 'center',
  '@media': {
    [media.belowMobile]: { padding: `${vars.space.xl} ${vars.space.md}`, borderRadius: vars.radius.md },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const tagline = style({
  margin: 0,
  maxWidth: '40em',
  fontSize: vars.fontSize.lg,
  '@media': { [media.belowMobile]: { fontSize: vars.fontSize.md } },
});

export const order = style({
  margin: 0,
  maxWidth: '40em',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primaryHover,
});

export const orderLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
  },
});
