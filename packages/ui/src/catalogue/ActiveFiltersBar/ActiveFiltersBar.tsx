import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { activeFilters, type CatalogueFilter, type Rayon } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { SessionStats, type SessionStatsProps } from '../SessionStats/SessionStats.tsx';
import * as styles from './ActiveFiltersBar.css.ts';

export interface ActiveFiltersBarProps {
  /** The filters in force: search, category, brand, price bounds, stock, sort. */
  filters: CatalogueFilter;
  /** The rayons, to name the category chip by its label. */
  categories: readonly Rayon[];
  /** Whether the browser is online; offline, the bar says so and the refresh waits. */
  isOnline: boolean;
  /** While the products are being loaded again: the refresh button is disabled. */
  isRefreshing?: boolean;
  /** A chip was removed: its own filter goes back to its default. */
  onFiltersChange: (change: Partial<CatalogueFilter>) => void;
  /** "Tout effacer": every filter back to its default. */
  onClearAll: () => void;
  /** The refresh button: loads the products again. */
  onRefresh: () => void;
  /** The session-statistics tooltip beside the connection, when given. */
  sessionStats?: SessionStatsProps | undefined;
}

/**
 * The line under the catalogue-with-cart toolbar (spec 2 §2.5): online or offline, the session
 * statistics, the active
 * filters as removable chips with "Tout effacer", and the refresh button.
 */
export function ActiveFiltersBar({
  filters,
  categories,
  isOnline,
  isRefreshing = false,
  onFiltersChange,
  onClearAll,
  onRefresh,
  sessionStats,
}: ActiveFiltersBarProps) {
  const chips = activeFilters(filters, categories);
  return (
    <div className={styles.bar}>
      <span className={isOnline ? styles.online : styles.offline} role="status">
        {isOnline ? <Wifi aria-hidden size={16} /> : <WifiOff aria-hidden size={16} />}
        {isOnline ? 'En ligne' : 'Hors ligne'}
      </span>
      {sessionStats && <SessionStats {...sessionStats} />}
      {chips.length > 0 && (
        <ul className={styles.chips} aria-label="Filtres actifs">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Chip label={chip.label} tone="primary" onRemove={() => onFiltersChange(chip.clear)} />
            </li>
          ))}
        </ul>
      )}
      {chips.length > 0 && (
        <Button variant="text" size="small" onPress={onClearAll}>
          Tout effacer
        </Button>
      )}
      <span className={styles.end}>
        <Button variant="secondary" size="small" isDisabled={isRefreshing} onPress={onRefresh}>
          <RefreshCw aria-hidden size={16} />
          Actualiser
        </Button>
      </span>
    </div>
  );
}
