import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/* The lines of the staff editors of terms (PriceListEditor, ContractPricesEditor): cells side by side, each line's error under it. */

/** One editor line: its kind, scope, target, quantity and value side by side, wrapping on a phone. */
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({ flex: '1 1 8rem', minWidth: '7rem' });

export const lineError = style({ flexBasis: '100%', margin: 0, color: vars.color.error, fontSize: vars.fontSize.sm });

export const adders = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlock: vars.space.md });
