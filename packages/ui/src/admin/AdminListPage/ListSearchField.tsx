import { useEffect, useRef, useState } from 'react';
import { STAFF_LIST_SEARCH_DEBOUNCE_MS } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import * as s from './AdminListPage.css.ts';

export interface ListSearchFieldProps {
  /** What is searched ("Rechercher un client"). */
  label: string;
  /** What can be searched, as an example ("N° de commande, client ou e-mail"). */
  placeholder: string;
  /** The search the list answers (from the URL). */
  value: string;
  /** The longest text the API's search takes. */
  maxLength: number;
  /** A new search: typed then left still for a moment, or sent by Enter or the button; never the text the list already answers. */
  onSearch: (text: string) => void;
}

/** A staff list's search (issue 27): it runs as the user stops typing, and at once on Enter or "Rechercher". */
export function ListSearchField({ label, placeholder, value, maxLength, onSearch }: ListSearchFieldProps) {
  const [text, setText] = useState(value);
  const [answered, setAnswered] = useState(value);
  // The search waiting for the typing to stop: Enter or the button sends it at once, so it must not go again.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The URL changed under the field (back button, a link): show what the list answers.
  if (answered !== value) {
    setAnswered(value);
    setText(value);
  }
  // The list already answers `value`: sending it again would only reload the same page.
  const send = (next: string) => {
    clearTimeout(pending.current);
    const trimmed = next.trim();
    if (trimmed !== value) onSearch(trimmed);
  };
  useEffect(() => {
    pending.current = setTimeout(() => send(text), STAFF_LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(pending.current);
    // The timer restarts on each keystroke only; `send` reads the props of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <div className={s.searchRow}>
      <SearchField label={label} placeholder={placeholder} maxLength={maxLength} value={text} onChange={setText} onSubmit={send} onClear={() => send('')} />
      <Button variant="secondary" onPress={() => send(text)}>
        Rechercher
      </Button>
    </div>
  );
}
