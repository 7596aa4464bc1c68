import { formatDateTime, trackingStatusDisplay, type TrackingInfo } from '@otech/domain';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './TrackingTimeline.css.ts';

export interface TrackingTimelineProps {
  /** The parcel's carrier, number and events, oldest first. */
  tracking: TrackingInfo;
}

/** A parcel's tracking (spec 2 §3.7): carrier, number, status, then its events newest first. */
export function TrackingTimeline({ tracking }: TrackingTimelineProps) {
  return (
    <div className={layout.stack}>
      <p className={layout.muted}>
        {tracking.carrier} · {tracking.trackingNumber}
      </p>
      <div>
        <StatusBadge status={trackingStatusDisplay(tracking.status)} />
      </div>
      {tracking.events.length === 0 ? (
        // A parcel just handed to its carrier has no event yet (the spec has no text for it).
        <p className={layout.muted}>Aucun événement de suivi pour le moment</p>
      ) : (
        <ol className={styles.timeline} aria-label="Suivi du colis">
          {[...tracking.events].reverse().map((event) => (
            <li key={`${event.date}-${event.status}`} className={styles.event}>
              <span className={layout.strong}>{event.description}</span>
              <span className={layout.muted}>
                {formatDateTime(event.date)} · {event.location}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
