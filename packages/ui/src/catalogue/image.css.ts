import { style } from '@vanilla-extract/css';

// Product pictures come in any proportion: they fill their box without being cropped.
export const containedImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});
