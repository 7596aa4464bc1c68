import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The page's sections one under the other. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** The two side panels (preview, review) side by side when there is room. */
export const panels = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', gap: vars.space.lg, alignItems: 'start' });

export const precedence = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: 1.5 });
