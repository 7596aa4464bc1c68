import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) auto',
  gridTemplateAreas: '"picture body actions"',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.belowTablet]: {
      gridTemplateColumns: '72px minmax(0, 1fr)',
      gridTemplateAreas: '"picture body" "actions actions"',
    },
  },
});

export const picture = style({
  gridArea: 'picture',
  width: '96px',
  height: '96px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The catalogue's picture frame: the photos' backdrop and border, with or without a photo.
  background: vars.color.photoBackdrop,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  overflow: 'hidden',
  '@media': {
    [media.belowTablet]: { width: '72px', height: '72px' },
  },
});

export const body = style({
  gridArea: 'body',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const specs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const spec = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const specTerm = style({ color: vars.color.textMuted });
export const specValue = style({ margin: 0 });

export const features = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': {
    [media.belowTablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  },
});

export const prices = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const unit = style({ color: vars.color.textMuted });

export const total = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});
