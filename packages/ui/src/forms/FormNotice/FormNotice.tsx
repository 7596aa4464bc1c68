import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { tone as toneStyle } from '../../theme/tone.css.ts';
import { icon, notice } from './FormNotice.css.ts';

export type FormNoticeTone = 'success' | 'error' | 'info';

export type FormNoticeProps = {
  /** "error" is announced at once (alert); the others politely (status). */
  tone: FormNoticeTone;
  /** A message of the @otech/domain catalogue. */
  children: string;
};

const look = {
  success: { Icon: CircleCheck, className: toneStyle.success },
  error: { Icon: CircleAlert, className: toneStyle.error },
  info: { Icon: Info, className: toneStyle.info },
} as const;

/**
 * A message about the whole form (sign-in refused, request sent) shown inside the form. Errors
 * are announced at once (alert); the others politely (status).
 */
export function FormNotice({ tone, children }: FormNoticeProps) {
  const { Icon, className } = look[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`${notice} ${className}`}>
      <Icon size={18} aria-hidden className={icon} />
      <span>{children}</span>
    </p>
  );
}
