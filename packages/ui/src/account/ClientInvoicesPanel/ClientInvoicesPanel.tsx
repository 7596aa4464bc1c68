import {
  factureStatusDisplay,
  formatLongDate,
  formatEuros,
  INVOICE_PERIOD_LABELS,
  PRO_FORMA_HINT,
  type Facture,
  type InvoiceStats,
} from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { InvoicePdfButton } from '../InvoicePdfButton/InvoicePdfButton.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './ClientInvoicesPanel.css.ts';
import { Receipt } from 'lucide-react';

export interface ClientInvoicesPanelProps {
  /** The 5 latest invoices (spec 2 §2.2). */
  factures: AsyncState<readonly Facture[]>;
  /** Statistics of the period ("Ce mois" by default); their failure is only logged (spec 2 §8). */
  stats?: InvoiceStats | undefined;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /**
   * "Créer une facture depuis le panier": the cart as a PDF "Facture pro forma" (issue 22), never an
   * owed invoice. The screen checks sign-in and cart, then downloads it.
   */
  onCreateProForma: () => void;
  /** While a pro forma is made from the cart: its button waits. */
  creatingProForma?: boolean;
  /** An invoice's PDF asked for. */
  onDownload: (facture: Facture) => void;
  /** The id of the document whose PDF is being downloaded: its button waits; undefined when none. */
  downloadingId?: string | undefined;
  /** "Voir toutes les factures": the invoices tab of /dashboard. */
  allInvoicesHref: string;
}

/** "Mes Factures" of the client dashboard (spec 2 §2.2 tab 5, §7.1). */
export function ClientInvoicesPanel({
  factures,
  stats,
  onRetry,
  onCreateProForma,
  creatingProForma = false,
  onDownload,
  downloadingId,
  allInvoicesHref,
}: ClientInvoicesPanelProps) {
  return (
    <div className={layout.stack}>
      {stats && (
        <Card title={`Statistiques : ${INVOICE_PERIOD_LABELS[stats.period]}`}>
          <dl className={styles.stats}>
            {[
              ['Factures', String(stats.total_factures)],
              ['Montant TTC', formatEuros(stats.montant_total_ttc)],
              ['Payées', String(stats.payees)],
              ['En retard', String(stats.en_retard)],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className={layout.muted}>{term}</dt>
                <dd className={styles.statValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      <Card
        title="Mes dernières factures"
        actions={
          <Button onPress={onCreateProForma} isDisabled={creatingProForma}>
            {creatingProForma ? 'Création...' : 'Créer une facture depuis le panier'}
          </Button>
        }
      >
        <p className={layout.muted}>{PRO_FORMA_HINT}</p>
        <AsyncContent
          state={factures}
          onRetry={onRetry}
          loadingLabel="Chargement des factures..."
          headingLevel={3}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={Receipt} title="Aucune facture trouvée" headingLevel={3} />}
        >
          {(list) => (
            <ul className={layout.grid}>
              {list.map((facture) => (
                <li key={facture.id} className={layout.tile} aria-label={`Facture ${facture.numero_facture}`}>
                  <div>
                    <StatusBadge status={factureStatusDisplay(facture.statut)} />
                  </div>
                  <h3 className={layout.tileTitle}>{facture.numero_facture}</h3>
                  <p className={layout.muted}>{facture.client_nom}</p>
                  <p className={layout.muted}>Date : {formatLongDate(facture.date_facture)}</p>
                  {facture.date_echeance && <p className={layout.muted}>Échéance : {formatLongDate(facture.date_echeance)}</p>}
                  <p className={layout.strong}>{formatEuros(facture.montant_ttc)} TTC</p>
                  <InvoicePdfButton
                    invoiceNumber={facture.numero_facture}
                    label="Télécharger le PDF"
                    downloading={downloadingId === facture.id}
                    onPress={() => onDownload(facture)}
                  />
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
        <div className={layout.actions}>
          <LinkButton href={allInvoicesHref} variant="text">
            Voir toutes les factures
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}
