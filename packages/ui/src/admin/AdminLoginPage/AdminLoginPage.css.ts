import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

// One narrow column at every width: the card only loses its outer margin on a phone.
export const page = style({
  width: '100%',
  maxWidth: '440px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  '@media': { [media.belowMobile]: { paddingBlock: vars.space.md } },
});

export const brand = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, textAlign: 'center' });

export const shield = style({ color: vars.color.primary });

export const secure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
