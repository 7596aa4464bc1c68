import { formatEurosHT, fromCents, QUICK_ORDER_MESSAGES, type QuickOrderCheck, type QuickOrderLine } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { DocumentTotalsList } from '../../pricing/DocumentTotalsList/DocumentTotalsList.tsx';
import * as styles from './QuickOrderResults.css.ts';

export interface QuickOrderResultsProps {
  /** The API's check of the pasted lines or the file (domain `checkQuickOrder`). */
  check: QuickOrderCheck;
  /** "Ajouter les N lignes valides": the refused lines stay out. */
  onAddValid: () => void;
  /** While the valid lines are being added: the button is disabled. */
  isAdding?: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Outcome({ line }: { line: QuickOrderLine }) {
  if (line.status === 'refused') return <span className={styles.refused}>{line.reason}</span>;
  return (
    <span className={styles.valid}>
      Valide
      {line.backOrderText && <span className={styles.note}>{line.backOrderText}</span>}
    </span>
  );
}

/**
 * The checked lines of a quick order (issue 22), in the order given: each valid one with its
 * product and the customer's unit price, each refused one with its reason in French; the valid
 * lines' totals, and the button that adds them anyway.
 */
export function QuickOrderResults({ check, onAddValid, isAdding = false }: QuickOrderResultsProps) {
  return (
    <Card title="Vérification de vos lignes">
      <div className={styles.body}>
        <p className={styles.summary} role="status">
          {plural(check.validCount, 'ligne valide', 'lignes valides')}, {plural(check.refusedCount, 'ligne refusée', 'lignes refusées')}
        </p>
        <div className={styles.box}>
          <table className={styles.table}>
            <caption className={styles.caption}>Lignes vérifiées</caption>
            <thead>
              <tr>
                <th scope="col">Ligne</th>
                <th scope="col">Saisie</th>
                <th scope="col">Produit</th>
                <th scope="col" className={styles.numeric}>Quantité</th>
                <th scope="col" className={styles.numeric}>Prix unitaire</th>
                <th scope="col">Résultat</th>
              </tr>
            </thead>
            <tbody>
              {check.lines.map((line) => (
                <tr key={line.line} className={line.status === 'refused' ? styles.refusedRow : undefined}>
                  <td data-label="Ligne">{line.line}</td>
                  <td data-label="Saisie" className={styles.code}>
                    {line.code || '—'}
                  </td>
                  <td data-label="Produit">{line.status === 'valid' ? `${line.product.name} (${line.product.reference})` : '—'}</td>
                  <td data-label="Quantité" className={styles.numeric}>
                    {line.quantity === '' ? '—' : line.quantity}
                  </td>
                  <td data-label="Prix unitaire" className={styles.numeric}>
                    {line.status === 'valid' ? formatEurosHT(fromCents(line.unitPriceCents)) : '—'}
                  </td>
                  <td data-label="Résultat">
                    <Outcome line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {check.validCount > 0 ? (
          <div className={styles.footer}>
            <DocumentTotalsList totals={check.totals} />
            <Button onPress={onAddValid} isDisabled={isAdding}>
              {isAdding ? 'Ajout en cours...' : QUICK_ORDER_MESSAGES.addValid(check.validCount)}
            </Button>
          </div>
        ) : (
          <p className={styles.refused}>{QUICK_ORDER_MESSAGES.nothingValid}</p>
        )}
      </div>
    </Card>
  );
}
