import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const picture = style({
  flex: '0 0 56px',
  width: '56px',
  height: '56px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSurface,
});

export const name = style({ margin: 0, fontWeight: vars.fontWeight.medium });

// On a phone the product fills its line; its dates follow below it.
export const productCell = style({ '@media': { [media.belowTablet]: { flexBasis: '100%' } } });
