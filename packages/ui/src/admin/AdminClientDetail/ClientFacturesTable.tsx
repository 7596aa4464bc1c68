import { factureStatusDisplay, formatDate, formatEuros, type Facture } from '@otech/domain';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import * as t from '../adminTable.css.ts';

export interface ClientFacturesTableProps {
  factures: readonly Facture[];
}

/** A client's invoices as the administration reads them: number, dates, amount, status. */
export function ClientFacturesTable({ factures }: ClientFacturesTableProps) {
  return (
    <div className={t.scroller}>
      <table className={t.table}>
        <thead>
          <tr>
            <th scope="col" className={t.headCell}>N° facture</th>
            <th scope="col" className={t.headCell}>Date</th>
            <th scope="col" className={t.headCell}>Échéance</th>
            <th scope="col" className={`${t.headCell} ${t.numeric}`}>Montant TTC</th>
            <th scope="col" className={t.headCell}>Statut</th>
          </tr>
        </thead>
        <tbody>
          {factures.map((facture) => (
            <tr key={facture.id}>
              <th scope="row" className={t.cell}>{facture.numero_facture}</th>
              <td className={t.cell}>{formatDate(facture.date_facture)}</td>
              <td className={t.cell}>{facture.date_echeance ? formatDate(facture.date_echeance) : '—'}</td>
              <td className={`${t.cell} ${t.numeric}`}>{formatEuros(facture.montant_ttc)}</td>
              <td className={t.cell}>
                <StatusBadge status={factureStatusDisplay(facture.statut)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
