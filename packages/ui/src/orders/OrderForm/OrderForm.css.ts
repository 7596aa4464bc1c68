import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// The fields beside the summary while the page is wide enough for both, else the summary below.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const terms = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const note = style({ margin: 0, color: vars.color.textMuted });
