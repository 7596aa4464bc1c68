import { factureStatusDisplay, formatDate, formatEuros, type Facture } from '@otech/domain';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { ColumnTable, type TableColumn } from '../AdminTable/ColumnTable.tsx';

export interface ClientInvoicesTableProps {
  /** The client's invoices, newest first; their amounts are TTC. */
  factures: readonly Facture[];
}

const COLUMNS: TableColumn<Facture>[] = [
  { header: 'N° facture', cell: (facture) => facture.numero_facture },
  { header: 'Date', cell: (facture) => formatDate(facture.date_facture) },
  { header: 'Échéance', cell: (facture) => (facture.date_echeance ? formatDate(facture.date_echeance) : '—') },
  { header: 'Montant TTC', align: 'end', cell: (facture) => formatEuros(facture.montant_ttc) },
  { header: 'Statut', cell: (facture) => <StatusBadge status={factureStatusDisplay(facture.statut)} /> },
];

/** A client's invoices as the administration reads them: number, dates, amount, status. */
export function ClientInvoicesTable({ factures }: ClientInvoicesTableProps) {
  return <ColumnTable columns={COLUMNS} rows={factures} rowKey={(facture) => facture.id} label="Factures du client" />;
}
