import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Width of the fade at a side of the tab row that hides tabs. */
const fade = vars.space.xxl;

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  // Seven dashboard tabs do not fit a phone: the row scrolls instead of wrapping.
  scrollbarWidth: 'thin',
  // The side that hides tabs fades out (set by the component as the row scrolls): a hint that it scrolls.
  selectors: {
    '&[data-more-after]': { maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)` },
    '&[data-more-before]': { maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)` },
    '&[data-more-before][data-more-after]': {
      maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
    },
  },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': {
    [media.belowMobile]: { padding: `${vars.space.sm} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
    // Only where a pointer really hovers: on a touch screen :hover would stick after a tap.
    '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { color: vars.color.text } } },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
