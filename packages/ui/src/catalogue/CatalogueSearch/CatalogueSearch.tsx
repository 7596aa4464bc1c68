import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { useDraftValue } from '../useDraftValue.ts';

export type CatalogueSearchProps = {
  /** The search in force (the shop keeps it in the URL). */
  value: string;
  onSearch: (search: string) => void;
};

/** The catalogue's search box (spec 1 §2); what is typed runs on Enter or after a pause. */
export function CatalogueSearch({ value, onSearch }: CatalogueSearchProps) {
  const { draft, setDraft, commit } = useDraftValue(value, onSearch);
  return (
    <SearchField
      label="Rechercher un produit"
      placeholder="Nom, référence, EAN, modèle"
      value={draft}
      onChange={setDraft}
      onSubmit={commit}
      onClear={() => {
        setDraft('');
        commit('');
      }}
    />
  );
}
