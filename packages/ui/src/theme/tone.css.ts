import { styleVariants } from '@vanilla-extract/css';
import type { StatusTone } from '@otech/domain';
import { vars } from './theme.css.ts';

// The semantic tones of @otech/domain's status catalogues, shared by every coloured label (status
// badges, chips, snackbars), so that "success" looks the same wherever the shop says it.
export type Tone = StatusTone;

export const tone = styleVariants({
  success: { color: vars.color.success, background: vars.color.successSurface },
  warning: { color: vars.color.warning, background: vars.color.warningSurface },
  error: { color: vars.color.error, background: vars.color.errorSurface },
  info: { color: vars.color.info, background: vars.color.infoSurface },
  neutral: { color: vars.color.neutral, background: vars.color.neutralSurface },
  primary: { color: vars.color.primary, background: vars.color.primarySurface },
  accent: { color: vars.color.accentStrong, background: vars.color.accentSurface },
} satisfies Record<Tone, object>);
