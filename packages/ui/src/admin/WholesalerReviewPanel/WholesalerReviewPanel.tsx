import { formatDate, formatEurosHT, fromCents } from '@otech/domain';
import type { ReviewResult } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import * as t from '../adminTable.css.ts';

export interface WholesalerReviewPanelProps {
  /** A dry run lists who would move; a run moves them, each notified. */
  onRun: (dryRun: boolean) => void;
  /** While the review runs: its button waits. */
  isRunning?: boolean;
  /** The last review shown, with whether it was a dry run. */
  result?: { review: ReviewResult; dryRun: boolean } | undefined;
  /** The French message of a failed review; undefined when none. */
  error?: string | undefined;
}

const OUTCOMES = { moves: 'Passe au tarif Professionnel', stays: 'Reste Revendeur / Grossiste', exempt: 'Exempté, reste' } as const;

/**
 * The wholesaler clause (issue 21): the shop reviews each month the Revendeur / Grossiste clients'
 * average monthly turnover HT over 12 months; staff can see who would move, or run it now.
 */
export function WholesalerReviewPanel({ onRun, isRunning = false, result, error }: WholesalerReviewPanelProps) {
  const moving = result?.review.lines.filter((line) => line.outcome === 'moves').length ?? 0;
  return (
    <Card title="Clause grossiste">
      <div className={layout.form}>
        <p className={layout.smallText}>
          Chaque mois, un client Revendeur / Grossiste dont le chiffre d’affaires mensuel moyen HT sur les 12 derniers mois est inférieur à 100 € passe au tarif Professionnel et en
          est averti. Un client exempté garde sa grille.
        </p>
        <div className={layout.actions}>
          <Button variant="secondary" isDisabled={isRunning} onPress={() => onRun(true)}>
            Simuler la révision
          </Button>
          <Button isDisabled={isRunning} onPress={() => onRun(false)}>
            Réviser maintenant
          </Button>
        </div>
        {error && <FormNotice tone="error">{error}</FormNotice>}
        {result && (
          <div role="status" aria-label="Résultat de la révision">
            <p>
              {`Factures du ${formatDate(result.review.period.from)} au ${formatDate(result.review.period.to)} : ${result.review.lines.length} client(s) revu(s), ${moving} ${result.dryRun ? 'changerai(en)t de grille (simulation, rien n’est modifié)' : 'passé(s) au tarif Professionnel'}.`}
            </p>
            {result.review.lines.length > 0 && (
              <table className={t.table} aria-label="Clients revus">
                <thead className={t.head}>
                  <tr>
                    <th className={t.headCell}>Client</th>
                    <th className={t.headCell}>CA mensuel moyen</th>
                    <th className={t.headCell}>Décision</th>
                  </tr>
                </thead>
                <tbody className={t.body}>
                  {result.review.lines.map((line) => (
                    <tr key={line.clientId} className={t.row}>
                      <td className={t.cell}>{`${line.name} (n° ${line.clientId})`}</td>
                      <td className={`${t.cell} ${t.numeric}`}>{formatEurosHT(fromCents(line.averageMonthlyCents))}</td>
                      <td className={t.cell}>{OUTCOMES[line.outcome]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
