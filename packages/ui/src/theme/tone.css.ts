import { styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// Semantic tones shared by every coloured label (status badges, chips, snackbars), so that
// "success" looks the same wherever the shop says it.
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export const tone = styleVariants({
  success: { color: vars.color.success, background: vars.color.successSurface },
  warning: { color: vars.color.warning, background: vars.color.warningSurface },
  danger: { color: vars.color.error, background: vars.color.errorSurface },
  info: { color: vars.color.info, background: vars.color.infoSurface },
  neutral: { color: vars.color.neutral, background: vars.color.neutralSurface },
} satisfies Record<Tone, object>);
