import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

// One theme for the whole shop: every component style reads these tokens, never raw values.
export const vars = createGlobalTheme(':root', tokens);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
