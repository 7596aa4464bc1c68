import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.sm });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline', padding: vars.space.xs, borderRadius: vars.radius.md });

/** A record done on the success surface, a refused one on the error surface: the word says it too. */
export const outcome = styleVariants({
  done: [row, { background: vars.color.successSurface }],
  refused: [row, { background: vars.color.errorSurface }],
});

export const verdict = styleVariants({
  done: { fontWeight: vars.fontWeight.bold, color: vars.color.success },
  refused: { fontWeight: vars.fontWeight.bold, color: vars.color.error },
});

export const label = style({ fontWeight: vars.fontWeight.bold });
