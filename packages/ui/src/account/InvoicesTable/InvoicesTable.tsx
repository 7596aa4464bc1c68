import { ACCOUNT_PAGE_SIZES, amountDueLabel, formatDate, formatEuros, invoiceStatusDisplay, type Invoice, type PagedResult } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { InvoicePdfButton } from '../InvoicePdfButton/InvoicePdfButton.tsx';
import * as layout from '../dashboardLayout.css.ts';

export interface InvoicesTableProps {
  invoices: AsyncState<PagedResult<Invoice>>;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** "Télécharger le PDF": the screen saves it as facture_{id}.pdf. */
  onDownload: (invoice: Invoice) => void;
  downloadingId?: string | undefined;
}

/** "Factures" of the account dashboard (spec 2 §2.3 tab 2): paged, with what is left to pay. */
export function InvoicesTable({ invoices, onRetry, onPageChange, onPageSizeChange, onDownload, downloadingId }: InvoicesTableProps) {
  return (
    <AsyncContent
      state={invoices}
      onRetry={onRetry}
      loadingLabel="Chargement des factures..."
      isEmpty={(paged) => paged.total === 0}
      empty={<EmptyState icon="Receipt" title="Aucune facture trouvée" />}
    >
      {(paged) => (
        <div className={layout.stack}>
          <div className={layout.tableWrap}>
            <table className={layout.table} aria-label="Mes factures">
              <thead>
                <tr>
                  <th className={layout.headCell} scope="col">N° de facture</th>
                  <th className={layout.headCell} scope="col">Date</th>
                  <th className={layout.headCell} scope="col">Montant</th>
                  <th className={layout.headCell} scope="col">Statut</th>
                  <th className={layout.headCell} scope="col">PDF</th>
                </tr>
              </thead>
              <tbody>
                {paged.items.map((invoice) => {
                  const due = amountDueLabel(invoice.amountDue);
                  return (
                    <tr key={invoice.id} className={layout.row}>
                      <td className={`${layout.cell} ${layout.strong}`}>{invoice.invoiceNumber}</td>
                      <td className={layout.cell}>{formatDate(invoice.date)}</td>
                      <td className={layout.cell}>
                        {formatEuros(invoice.amount)}
                        {due && <p className={layout.muted}>{due}</p>}
                      </td>
                      <td className={layout.cell}>
                        <StatusBadge status={invoiceStatusDisplay(invoice.status, invoice.statusLabel)} />
                      </td>
                      <td className={layout.cell}>
                        <InvoicePdfButton
                          invoiceNumber={invoice.invoiceNumber}
                          label="PDF"
                          downloading={downloadingId === invoice.id}
                          onPress={() => onDownload(invoice)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {paged.total > paged.pageSize && (
            <Paginator
              label="Pages des factures"
              page={paged.page}
              pageSize={paged.pageSize}
              total={paged.total}
              pageSizeOptions={ACCOUNT_PAGE_SIZES}
              onPageChange={onPageChange}
              onPageSizeChange={onPageSizeChange}
            />
          )}
        </div>
      )}
    </AsyncContent>
  );
}
