import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { below, breakpoints, media } from '../../theme/breakpoints.ts';

// Up to 480 px included, one field per row: two selects side by side would cut their labels.
const phone = below(breakpoints.mobile + 1);

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  containerType: 'inline-size',
});

// Search, category and sort share one row only where the toolbar itself is wide enough for each select
// to show "Toutes les catégories" whole: beside the catalogue-with-cart's cart, the window's width says
// nothing about the toolbar's (at 1024 px its selects had 98 px of text).
const roomForThree = '(min-width: 56rem)';

export const mainRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  // Fields line up by their labels; recent searches may hang below the search box.
  alignItems: 'start',
  gap: vars.space.md,
  '@container': { [roomForThree]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const search = style({
  gridColumn: '1 / -1',
  '@container': { [roomForThree]: { gridColumn: 'auto' } },
});

export const advancedToggle = style({
  alignSelf: 'flex-start',
});

export const chevron = style({
  transition: `transform ${vars.motion.stateChange} ${vars.motion.easing}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const advancedPanel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.belowDesktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const stockOnly = style({
  alignSelf: 'center',
});

export const panelMessage = style({ gridColumn: '1 / -1', margin: 0 });
