import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMELINE_PAGE_SIZE } from '@otech/domain';
import { RecordTimeline } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { fetchTimeline } from './timelineApi.ts';
import { adminKeys } from './queries.ts';

/** A record's "Historique" (issue 23), read again with the page's data after each change (it shares the admin keys). */
export function RecordTimelineSection({ recordPath }: { recordPath: string }) {
  // The page belongs to the record: moving to another record opens its history on the first page.
  const [shown, setShown] = useState({ recordPath, page: 1 });
  const page = shown.recordPath === recordPath ? shown.page : 1;
  const setPage = (next: number) => setShown({ recordPath, page: next });
  const timeline = useQuery({
    queryKey: [...adminKeys.all, 'timeline', recordPath, page] as const,
    queryFn: ({ signal }) => fetchTimeline(recordPath, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <RecordTimeline
      entries={toAsyncState(timeline, 'Erreur lors du chargement de l’historique')}
      onRetry={() => void timeline.refetch()}
      page={page}
      pageSize={TIMELINE_PAGE_SIZE}
      onPageChange={setPage}
    />
  );
}
