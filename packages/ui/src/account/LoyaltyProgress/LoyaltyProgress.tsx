import { loyaltyProgressPercent, pointsToNextLevelLabel } from '@otech/domain';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './LoyaltyProgress.css.ts';

export interface LoyaltyProgressProps {
  /** The customer's points (a whole number, 0 or more). */
  points: number;
  /** Points of the next level; 0 at the top level, whose bar is full and names no next level. */
  nextLevelPoints: number;
}

/** Progress to the next loyalty level: the bar and "N points pour le niveau suivant" (spec 2 §2.3 tabs 0 and 3). */
export function LoyaltyProgress({ points, nextLevelPoints }: LoyaltyProgressProps) {
  return (
    <div className={styles.progressBlock}>
      <progress
        className={styles.bar}
        max={100}
        value={loyaltyProgressPercent(points, nextLevelPoints)}
        aria-label="Progression vers le niveau suivant"
      />
      {nextLevelPoints > 0 && <p className={layout.muted}>{pointsToNextLevelLabel(points, nextLevelPoints)}</p>}
    </div>
  );
}
