import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // At a phone's width a long name and the inbox links go under the title rather than off the screen.
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.primaryText}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.primaryText,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});

export const menu = style({
  minWidth: '220px',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.primarySurface } },
});

export const separator = style({ height: '1px', margin: `${vars.space.xs} 0`, background: vars.color.border });

export const inbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginLeft: 'auto' });

export const inboxLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primaryText,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' }, '&[data-hovered]': { textDecoration: 'underline' } },
});

/** The count of things to do: the accent colour on the primary bar. */
export const count = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
