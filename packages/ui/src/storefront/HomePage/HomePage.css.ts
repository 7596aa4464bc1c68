import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Focused by script only (after the maintenance pop-up): no ring around the whole page.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, outline: 'none' });
