import { useId } from 'react';
import { History } from 'lucide-react';
import { TEXT_LIMITS } from '@otech/domain';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { useDraftValue } from '../useDraftValue.ts';
import * as styles from './CatalogueSearch.css.ts';

export type CatalogueSearchProps = {
  /** The search in force (the shop keeps it in the URL). */
  value: string;
  /** Called with the text on Enter or after a pause in typing. */
  onSearch: (search: string) => void;
  /** How long typing pauses before the search runs; the catalogue's own pause when absent, none (Enter only) when null. */
  pauseMs?: number | null | undefined;
  /** Recent searches offered under the box (the catalogue with cart: up to 3, spec 2 §2.5); one runs on a press. */
  hints?: readonly string[] | undefined;
};

/** The catalogue's search box (spec 1 §2); what is typed runs on Enter or after a pause. */
export function CatalogueSearch({ value, onSearch, pauseMs, hints = [] }: CatalogueSearchProps) {
  const { draft, setDraft, commit } = useDraftValue(value, onSearch, pauseMs);
  const hintsLabelId = useId();
  return (
    <div className={styles.search}>
      <SearchField
        label="Rechercher un produit"
        placeholder="Nom, référence, EAN, modèle"
        // What the API's product search accepts: a longer search was refused and the list failed.
        maxLength={TEXT_LIMITS.line}
        value={draft}
        onChange={setDraft}
        onSubmit={commit}
        onClear={() => {
          setDraft('');
          commit('');
        }}
      />
      {hints.length > 0 && (
        <div className={styles.hints}>
          <span className={styles.hintsLabel} id={hintsLabelId}>
            <History aria-hidden size={14} />
            Recherches récentes :
          </span>
          <ul className={styles.hintList} aria-labelledby={hintsLabelId}>
            {hints.map((hint) => (
              <li key={hint}>
                <Button
                  variant="text"
                  size="small"
                  onPress={() => {
                    setDraft(hint);
                    commit(hint);
                  }}
                >
                  {hint}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
