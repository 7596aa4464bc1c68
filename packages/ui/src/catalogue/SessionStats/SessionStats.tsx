import { Button as AriaButton, Tooltip, TooltipTrigger } from 'react-aria-components';
import { Activity } from 'lucide-react';
import { sessionStatRows, type SessionMetric } from '@otech/domain';
import * as styles from './SessionStats.css.ts';

export interface SessionStatsProps {
  /** The visit so far: duration, products seen, searches, cart interactions. */
  stats: Pick<SessionMetric, 'duration' | 'productsViewed' | 'searchHistory' | 'cartInteractions'>;
  /** The tooltip opens: the shop brings the duration up to now. */
  onOpen?: (() => void) | undefined;
}

/** The session-statistics tooltip of the catalogue with cart (spec 2 §2.5), on hover or keyboard focus. */
export function SessionStats({ stats, onOpen }: SessionStatsProps) {
  return (
    <TooltipTrigger delay={300} onOpenChange={(open) => open && onOpen?.()}>
      <AriaButton className={styles.trigger} aria-label="Statistiques de la session">
        <Activity aria-hidden size={16} />
        Session
      </AriaButton>
      <Tooltip className={styles.tooltip} placement="bottom">
        <dl className={styles.rows}>
          {sessionStatRows(stats).map((row) => (
            <div key={row.label} className={styles.row}>
              <dt>{row.label}</dt>
              <dd className={styles.value}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </Tooltip>
    </TooltipTrigger>
  );
}
