import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const paragraph = style({ margin: 0 });

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.medium,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
