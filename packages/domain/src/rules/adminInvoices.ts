import { foldAccents } from './foldAccents.ts';
import type { Facture, FactureStatus } from '../schemas/facture.ts';

/** The filters of /admin/factures: a status or all (''), and text found in the number or the client's name. */
export interface AdminInvoiceFilter {
  statut: FactureStatus | '';
  search: string;
}

export const ADMIN_INVOICE_SEARCH_MAX = 100;

/** The invoices the filter keeps, in the order given; the search ignores case and accents. */
export function filterAdminInvoices<F extends Pick<Facture, 'statut' | 'numero_facture' | 'client_nom'>>(factures: readonly F[], filter: AdminInvoiceFilter): F[] {
  const wanted = foldAccents(filter.search.trim());
  return factures.filter(
    (facture) =>
      (!filter.statut || facture.statut === filter.statut) &&
      (!wanted || foldAccents(facture.numero_facture).includes(wanted) || foldAccents(facture.client_nom).includes(wanted)),
  );
}
