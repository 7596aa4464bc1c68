export { vars } from './theme.css.ts';
export { breakpoints, media } from './breakpoints.ts';
export { focusRing } from './focus.css.ts';
