import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { headerHeight } from '../../storefront/SiteHeader/SiteHeader.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1440px', margin: '0 auto' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontFamily: vars.font.heading, color: vars.color.text });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const catalogue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });


/** Beside the grid on a desktop; above it below 1024 px, where it stays under the fixed header while the list scrolls. */
export const cartColumn = style({
  minWidth: 0,
  '@media': {
    [media.belowDesktop]: {
      order: -1,
      position: 'sticky',
      top: headerHeight,
      zIndex: 2,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      paddingBlock: vars.space.xs,
      background: vars.color.background,
    },
  },
});

/** The "Panier (n)" bar exists only where the cart is not beside the grid. */
export const cartToggle = style({ display: 'none', '@media': { [media.belowDesktop]: { display: 'block' } } });

export const cartOpen = style({ '@media': { [media.belowDesktop]: { maxHeight: '70vh', overflowY: 'auto' } } });

export const cartClosed = style({ '@media': { [media.belowDesktop]: { display: 'none' } } });
