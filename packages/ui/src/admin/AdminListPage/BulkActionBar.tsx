import { Button } from '../../base/Button/Button.tsx';
import * as s from './AdminListPage.css.ts';

/** An action on every checked row ("Envoyer la relance suivante"). */
export interface BulkAction {
  label: string;
  onPress: (keys: readonly string[]) => void;
  /** While it runs, or when the role may not. */
  isDisabled?: boolean;
}

export interface BulkActionBarProps {
  /** The keys of the checked rows; no bar while none is checked. */
  selected: ReadonlySet<string>;
  /** The actions the member's role may take on every checked row, in the order shown. */
  actions: readonly BulkAction[];
  /** "Tout désélectionner": the caller empties the selection. */
  onClear: () => void;
}

/** Shown once a row is checked: how many, what can be done to them all, and "Tout désélectionner". */
export function BulkActionBar({ selected, actions, onClear }: BulkActionBarProps) {
  if (selected.size === 0) return null;
  const keys = [...selected];
  return (
    <div className={s.bulkBar} role="region" aria-label="Actions sur la sélection">
      <span aria-live="polite">{selected.size === 1 ? '1 sélectionnée' : `${selected.size} sélectionnées`}</span>
      {actions.map((action) => (
        <Button key={action.label} variant="primary" size="small" isDisabled={action.isDisabled} onPress={() => action.onPress(keys)}>
          {action.label}
        </Button>
      ))}
      <Button variant="text" size="small" onPress={onClear}>
        Tout désélectionner
      </Button>
    </div>
  );
}
