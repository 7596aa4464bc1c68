import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** A narrow screen scrolls the table sideways rather than squeezing its columns. */
export const scroller = style({ overflowX: 'auto', ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });

export const caption = visuallyHidden;

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: 'right' });

export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const refusedRow = style({ background: vars.color.errorSurface });

export const refused = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.bold });

export const valid = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

/** The back-order delay under "Valide". */
export const note = style({ display: 'block', color: vars.color.warning, fontWeight: vars.fontWeight.regular });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });
