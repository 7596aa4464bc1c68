import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';

/** The screen-reader-only rules, for the header row of a stacked table (it still names the columns). */
const visuallyHiddenRules = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.bold });

const lines = createContainer();
/** Below this width each line is a stack of "label value" rows: six columns would not fit a phone. */
const stacked = `${lines} (max-width: 40rem)`;

export const box = style({ containerType: 'inline-size', containerName: lines });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'top' });

globalStyle(`${table} thead`, { '@container': { [stacked]: visuallyHiddenRules } });
globalStyle(`${table} tr`, { '@container': { [stacked]: { display: 'block', padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td`, {
  '@container': { [stacked]: { display: 'grid', gridTemplateColumns: '7rem 1fr', gap: vars.space.sm, border: 0, textAlign: 'left' } },
});
globalStyle(`${table} td::before`, { '@container': { [stacked]: { content: 'attr(data-label)', fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted } } });

export const caption = visuallyHidden;

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: 'right', '@container': { [stacked]: { textAlign: 'left' } } });

export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const refusedRow = style({ background: vars.color.errorSurface });

export const refused = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.bold });

export const valid = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

/** The back-order delay under "Valide". */
export const note = style({ display: 'block', color: vars.color.warning, fontWeight: vars.fontWeight.regular });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });
