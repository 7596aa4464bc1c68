import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_KINDS, type AuditKind } from '@otech/domain';
import { AdminJournalPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { journalQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** The kind and page in the URL (`?type=staff&page=2`), so a filtered page can be shared and reloaded. */
function readJournalParams(params: URLSearchParams): { kind: AuditKind | undefined; page: number } {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return { kind: AUDIT_KINDS.find((kind) => kind === type), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** /admin/journal (issue 23): the audit trail, paged and filtered by the API. */
export function AdminJournalRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const { kind, page } = readJournalParams(params);
  const entries = useQuery(journalQuery(kind, page));
  const search = (next: AuditKind | undefined, nextPage: number) => setParams({ ...(next ? { type: next } : {}), page: String(nextPage) });
  return (
    <AdminJournalPage
      {...toolbar}
      entries={toAsyncState(entries, 'Erreur lors du chargement du journal')}
      onRetry={() => void entries.refetch()}
      kind={kind}
      // A new kind starts again at page 1.
      onKindChange={(next) => search(next, 1)}
      page={page}
      onPageChange={(next) => search(kind, next)}
    />
  );
}
