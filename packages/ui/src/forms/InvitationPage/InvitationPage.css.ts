import { style } from '@vanilla-extract/css';

/** One narrow column: the page holds one short form (the sign-in page's width for its form). */
export const page = style({ maxWidth: '36rem', marginInline: 'auto', width: '100%' });
