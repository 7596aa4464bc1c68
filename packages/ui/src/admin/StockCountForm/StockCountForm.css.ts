import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs });

// Wide enough for a warehouse's count (six digits), narrow enough for a table cell.
export const countInput = style({ width: '7ch', textAlign: 'end' });

export const error = style({ flexBasis: '100%', textAlign: 'end' });
