import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const trigger = style({ position: 'relative' });

export const badge = style({
  position: 'absolute',
  top: '-6px',
  right: '-6px',
  minWidth: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.error,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});

export const unread = style({ fontWeight: vars.fontWeight.bold });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
