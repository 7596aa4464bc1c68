import { createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';

/**
 * The room a bar fixed at the window's bottom (the impersonation bar) keeps for itself: what else
 * sits at the bottom (snackbars, the cookie banner) and the page's end rise above it, so none of
 * them hides the bar or is hidden by it (issue 27). Zero while no such bar is on the page.
 */
const bottomBarHeight = createVar();

export const BOTTOM_BAR_HEIGHT = '3.5rem';

/** Marks the element that is the bottom bar. */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/** The space to leave at the bottom: the bar's height while it is shown, else 0. */
export const bottomBarSpace = fallbackVar(bottomBarHeight, '0px');

globalStyle(`:root:has([${BOTTOM_BAR_ATTRIBUTE}])`, { vars: { [bottomBarHeight]: BOTTOM_BAR_HEIGHT } });
globalStyle(`:root:has([${BOTTOM_BAR_ATTRIBUTE}]) body`, { paddingBlockEnd: BOTTOM_BAR_HEIGHT });
