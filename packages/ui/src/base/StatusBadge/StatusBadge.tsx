import { tone as toneStyle, type Tone } from '../../theme/tone.css.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { badge } from './StatusBadge.css.ts';

export type StatusBadgeProps = {
  /** The status's French label (from @otech/domain). */
  label: string;
  tone: Tone;
  icon?: IconName;
};

/** A status (order, invoice, quote, stock) shown as text plus colour, never colour alone. */
export function StatusBadge({ label, tone, icon }: StatusBadgeProps) {
  return (
    <span className={`${badge} ${toneStyle[tone]}`}>
      {icon && <Icon name={icon} size={16} />}
      {label}
    </span>
  );
}
