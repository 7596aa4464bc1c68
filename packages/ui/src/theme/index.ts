export { vars } from './theme.css.ts';
export { breakpoints, media } from './breakpoints.ts';
export { focusRing } from './focus.css.ts';
export { tone, type Tone } from './tone.css.ts';
export { visuallyHidden } from './visuallyHidden.css.ts';
export { tokens } from './tokens.ts';
export { pageContent, pageHeader, pageLead, pageTitle, sectionTitle } from './page.css.ts';
