import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

// A notification that leads somewhere (its actionUrl) reads as a link; its message stays plain text below.
export const notificationLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const line = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

// A recent order: number, date, status and amount on one line; on a phone the amount stays beside the
// number and the date beside the status, instead of whichever item no longer fits dropping alone.
export const orderLine = style({
  display: 'grid',
  gridTemplateColumns: 'max-content max-content minmax(0, 1fr) max-content',
  gridTemplateAreas: '"number date status amount"',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.belowTablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) max-content',
      gridTemplateAreas: '"number amount" "date status"',
      rowGap: vars.space.xs,
    },
  },
});

export const orderNumber = style({ gridArea: 'number' });
export const orderDate = style({ gridArea: 'date' });
export const orderStatus = style({ gridArea: 'status', justifySelf: 'center', '@media': { [media.belowTablet]: { justifySelf: 'end' } } });
export const orderAmount = style({ gridArea: 'amount', justifySelf: 'end' });
