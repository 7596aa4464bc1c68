import { bulkSummary, type BulkResult } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import * as s from './BulkResultPanel.css.ts';

export interface BulkResultPanelProps {
  /** The action that ran ("Changer le statut : Confirmée"). */
  title: string;
  /** Every record's outcome, as the API answered it. */
  result: BulkResult;
  /** "Fermer": the panel goes, the list stays. */
  onClose: () => void;
}

/** What a bulk action did (issue 23): each selected record, done or refused with its reason. */
export function BulkResultPanel({ title, result, onClose }: BulkResultPanelProps) {
  return (
    <Card>
      <section className={s.panel} aria-label={`Résultat : ${title}`}>
        <div className={s.header}>
          <h2 className={s.title}>{title}</h2>
          <p className={s.summary} role="status">
            {bulkSummary(result)}
          </p>
          <Button variant="text" size="small" onPress={onClose}>
            Fermer
          </Button>
        </div>
        <ul className={s.list}>
          {result.outcomes.map((outcome) => {
            const kind = outcome.done ? 'done' : 'refused';
            return (
              <li key={outcome.id} className={s.outcome[kind]}>
                <span className={s.verdict[kind]}>{outcome.done ? 'Fait' : 'Refusé'}</span>
                <span className={s.label}>{outcome.label}</span>
                <span>{outcome.message}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
