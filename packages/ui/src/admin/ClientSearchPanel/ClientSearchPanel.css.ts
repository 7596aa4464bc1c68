import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const heading = style({ margin: 0 });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const results = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

// `display: flex` would otherwise win over the `hidden` attribute and keep a folded panel drawn.
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, selectors: { '&[hidden]': { display: 'none' } } });
