import { style } from '@vanilla-extract/css';

/** The island's element takes no part in the layout: its content lays out as if it were not there. */
export const island = style({ display: 'contents' });
