import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { ADMIN_ORDER_SEARCH_MAX, noClientFoundLabel, type AdminClient, type PagedResult } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { ClientCard, type ClientCardProps } from '../ClientCard/ClientCard.tsx';
import * as s from './ClientSearchPanel.css.ts';

/** Spec 3 §5 and §9: the search runs 300 ms after typing stops. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;

export interface ClientSearchPanelProps extends Pick<ClientCardProps, 'onDetails' | 'onOpenAccount'> {
  /** The search the results answer; the panel starts with it (empty at first, spec 3 §5). */
  search: string;
  /** A page of the clients found (10 a page), with how many there are. */
  results: AsyncState<PagedResult<AdminClient>>;
  /** Another page of the same search. */
  onPageChange: (page: number) => void;
  /** A new search, 300 ms after typing stops, never twice the same text in a row. */
  onSearch: (search: string) => void;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The client whose account is being opened, if any. */
  openingClientId?: string;
}

/** The collapsible "Module clients" of the dashboard (spec 3 §2, §5). */
export function ClientSearchPanel({ search, results, onPageChange, onSearch, onRetry, openingClientId, ...cardActions }: ClientSearchPanelProps) {
  const [open, setOpen] = useState(true);
  const [text, setText] = useState(search);
  const lastSent = useRef(search);
  const contentId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      if (text === lastSent.current) return;
      lastSent.current = text;
      onSearch(text);
    }, CLIENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <section className={s.panel} aria-label="Module clients">
      <h2 className={s.heading}>
        <Button className={s.toggle} aria-expanded={open} aria-controls={contentId} onPress={() => setOpen(!open)}>
          Module clients
          {open ? <ChevronUp aria-hidden size={20} /> : <ChevronDown aria-hidden size={20} />}
        </Button>
      </h2>
      <div id={contentId} hidden={!open} className={s.content}>
        {/* GET /admin/clients has the orders search's limit. */}
        <SearchField label="Rechercher un client" placeholder="Nom, email, entreprise ou SIRET" maxLength={ADMIN_ORDER_SEARCH_MAX} value={text} onChange={setText} />
        <AsyncContent
          state={results}
          onRetry={onRetry}
          loadingLabel="Recherche des clients..."
          headingLevel={3}
          isEmpty={(found) => found.total === 0}
          empty={<p className={s.empty}>{noClientFoundLabel(search) ?? 'Aucun client'}</p>}
        >
          {(found) => (
            <>
              <ul className={s.results}>
                {found.items.map((client) => (
                  <li key={client.id}>
                    <ClientCard client={client} isOpening={openingClientId === client.id} {...cardActions} />
                  </li>
                ))}
              </ul>
              <Paginator page={found.page} pageSize={found.pageSize} total={found.total} onPageChange={onPageChange} label="Pages des clients trouvés" itemsPerPageLabel="Clients par page :" />
            </>
          )}
        </AsyncContent>
      </div>
    </section>
  );
}
