import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AdminOutboxPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { inboxListSearch, readOutboxParams } from './inboxListParams.ts';
import { outboxQuery } from './salesInboxQueries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/courriels, "Courriels envoyés": the shop's e-mails, sent, kept or failing (issue 22). */
export function AdminOutboxRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readOutboxParams(params);
  const mails = useQuery(outboxQuery(filter.status, page));
  return (
    <AdminOutboxPage
      {...toolbar}
      status={filter.status}
      onStatusChange={(status) => setParams(inboxListSearch({ filter: status ? { search: '', status } : { search: '' }, page: 1 }))}
      mails={toAsyncState(mails, 'Erreur lors du chargement des courriels')}
      onRetry={() => void mails.refetch()}
      onPageChange={(next) => setParams(inboxListSearch({ filter, page: next }))}
    />
  );
}
