import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { media } from '../theme/breakpoints.ts';

// The look shared by the shop's form pages (login, registration, contact): page title, form
// sections, two fields per row, button bar. Each page keeps only its own arrangement.

// The page template's title and lead (theme/page.css.ts): one h1 look on every page.
export { pageTitle as heading, pageLead as lead } from '../theme/page.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  marginBottom: vars.space.md,
  padding: 0,
  paddingBottom: vars.space.xs,
  width: '100%',
  borderBottom: `2px solid ${vars.color.primarySurface}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

// Two fields a row while each gets 15rem, else one: the width that counts is the form's own (a form
// in a dashboard card at 480 px cut e-mails and web addresses in two columns of 190 px).
export const row = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(15rem, calc((100% - ${vars.space.md}) / 2))), 1fr))`,
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { [media.belowMobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const inlineLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const smallText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
