import { Label, ProgressBar } from 'react-aria-components';
import * as s from './DashboardLoadingBar.css.ts';

/**
 * The dashboard's loading state (spec 3 §2): a progress bar with 'Chargement du dashboard...' and
 * what is being fetched, until the statistics arrive or fail.
 */
export function DashboardLoadingBar() {
  return (
    <ProgressBar isIndeterminate className={s.bar}>
      <Label className={s.label}>Chargement du dashboard...</Label>
      <div className={s.track} aria-hidden="true">
        <div className={s.fill} />
      </div>
      <p className={s.hint}>Récupération des statistiques en cours</p>
    </ProgressBar>
  );
}
