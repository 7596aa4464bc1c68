import type { StatusDisplay } from '@otech/domain';
import { tone as toneStyle } from '../../theme/tone.css.ts';
import { Icon, isIconName } from '../Icon/Icon.tsx';
import { badge } from './StatusBadge.css.ts';

export type StatusBadgeProps = {
  /** A status as the domain's catalogues describe it: French label, tone and lucide icon name. */
  status: StatusDisplay;
};

/** A status (order, invoice, quote, stock) shown as text plus colour, never colour alone. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <span className={`${badge} ${toneStyle[status.tone]}`}>
      {isIconName(status.icon) && <Icon name={status.icon} size={16} />}
      {status.label}
    </span>
  );
}
