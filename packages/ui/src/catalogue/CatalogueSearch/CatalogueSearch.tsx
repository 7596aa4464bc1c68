import { useEffect, useRef, useState } from 'react';
import { SearchField } from '../../base/SearchField/SearchField.tsx';

/** How long typing must pause before the search runs by itself (Enter runs it at once). */
export const SEARCH_PAUSE_MS = 400;

export type CatalogueSearchProps = {
  /** The search in force (the shop keeps it in the URL). */
  value: string;
  onSearch: (search: string) => void;
};

/**
 * The catalogue's search box (spec 1 §2). What is typed stays here until Enter or a pause, so a fast
 * typist never loses a letter to the round trip through the URL, and the history gets one entry per
 * search rather than one per keystroke.
 */
export function CatalogueSearch({ value, onSearch }: CatalogueSearchProps) {
  const [draft, setDraft] = useState(value);
  const [inForce, setInForce] = useState(value);
  // The search changed from outside (chip removed, back button): show it.
  if (value !== inForce) {
    setInForce(value);
    setDraft(value);
  }
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    if (draft === value) return undefined;
    const timer = window.setTimeout(() => search.current(draft), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  return (
    <SearchField
      label="Rechercher un produit"
      placeholder="Nom, référence, EAN, modèle"
      value={draft}
      onChange={setDraft}
      onSubmit={(text) => search.current(text)}
      onClear={() => {
        setDraft('');
        search.current('');
      }}
    />
  );
}
