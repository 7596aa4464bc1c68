import { History } from 'lucide-react';
import { timelineLine } from '@otech/domain';
import type { AuditEntry, PagedResult } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import * as s from './RecordTimeline.css.ts';

export interface RecordTimelineProps {
  /** A page of the record's audit entries, newest first (GET /api/admin/…/{id}/timeline). */
  entries: AsyncState<PagedResult<AuditEntry>>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The 1-based page shown. */
  page: number;
  /** How many rows a page shows. */
  pageSize: number;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
}

/**
 * "Historique" of an order, client, quote or product (issue 23): one line per change, "12/01/2027 à
 * 14:32 — Marie Leroy (Commercial) : statut En attente → Confirmée", naming the client when the
 * staff member acted signed in as them.
 */
export function RecordTimeline({ entries, onRetry, page, pageSize, onPageChange }: RecordTimelineProps) {
  return (
    <Card title="Historique">
      <AsyncContent
        state={entries}
        onRetry={onRetry}
        loadingLabel="Chargement de l’historique..."
        headingLevel={3}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState icon={History} title="Aucune modification enregistrée" headingLevel={3} />}
      >
        {(data) => (
          <>
            <ol className={s.list} aria-label="Historique">
              {data.items.map(timelineLine).map((line) => (
                <li key={line.id} className={s.line}>
                  <span className={s.when}>{line.at}</span> — <span className={s.who}>{line.who}</span>
                  {line.asClient && ` ${line.asClient}`} : {line.what}
                </li>
              ))}
            </ol>
            {data.total > pageSize && <Paginator page={page} pageSize={pageSize} total={data.total} onPageChange={onPageChange} label="Pages de l’historique" />}
          </>
        )}
      </AsyncContent>
    </Card>
  );
}
