import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const photos = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 320px))', gap: vars.space.md, border: 0, padding: 0, margin: 0 });

export const legend = style({ fontWeight: 600, marginBottom: vars.space.sm, padding: 0 });

export const view = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const picture = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm, margin: 0 });
