import { style } from '@vanilla-extract/css';

export const address = style({ margin: 0, fontStyle: 'normal', whiteSpace: 'pre-line' });
