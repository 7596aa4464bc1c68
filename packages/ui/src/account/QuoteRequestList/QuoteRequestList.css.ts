import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';


export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Four facts side by side on a desktop, two per row on a tablet, one per row on a phone.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': {
    [media.belowDesktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.belowMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm },
  },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const notes = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.neutralSurface,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { [media.belowMobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
