import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { headerHeight } from '../../storefront/SiteHeader/SiteHeader.css.ts';
import { vars } from '../../theme/theme.css.ts';

/** Beside the list on a desktop; above it below 1024 px, where it stays under the fixed header while the list scrolls. */
export const column = style({
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

/** The "Panier (n)" bar exists only where the cart is not beside the list. */
export const toggle = style({ display: 'none', '@media': { [media.belowDesktop]: { display: 'block' } } });

export const open = style({ '@media': { [media.belowDesktop]: { maxHeight: '70vh', overflowY: 'auto' } } });

export const closed = style({ '@media': { [media.belowDesktop]: { display: 'none' } } });
