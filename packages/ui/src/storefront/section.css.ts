import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { media } from '../theme/breakpoints.ts';

// The home page's sections share one rhythm and one title look.
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [media.belowMobile]: { paddingBlock: vars.space.lg } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  color: vars.color.text,
});

// Four columns on a desktop, two on a tablet, one on a phone.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.belowDesktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.belowMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const iconBubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySurface,
  color: vars.color.primary,
});
