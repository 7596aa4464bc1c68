import { fn } from 'storybook/test';
import type { Facture, Nomenclature, ReferencementRow } from '@otech/domain';
import type { ClientSearchPanelProps } from '@otech/ui';
import { clients } from '../fixtures/adminClients.ts';

/*
 * The records an admin editor's stories and its page's stories both show: one definition each, so
 * the editor and the page it opens in are drawn from the same data.
 */

/** A paid invoice of the demo client (ClientFacturesTable, AdminClientDetail). */
export const paidFacture: Facture = {
  id: 'fac-1',
  numero_facture: 'FA-2026-00012',
  statut: 'payee',
  client_id: 1,
  client_nom: 'Dupont Électricité SARL',
  date_facture: '2026-10-02',
  date_echeance: '2026-11-01',
  montant_ttc: 30,
};

/** The client module's props with its three sample clients found (ClientSearchPanel, AdminDashboardPage); fresh spies each call. */
export const clientSearchArgs = (): ClientSearchPanelProps => ({
  search: '',
  results: { status: 'ready', data: { items: clients, total: 23, page: 1, pageSize: 10, totalPages: 3 } },
  onPageChange: fn(),
  onSearch: fn(),
  onRetry: fn(),
  onDetails: fn(),
  onOpenAccount: fn(),
});

/** A camcorder pack of two cells, a protection board and labour (NomenclatureEditor, AdminNomenclaturesPage). */
export const sonyPack: Nomenclature = {
  id: 'nom-001',
  reference: 'CA00001',
  designation: 'Assemblage NP-FH70',
  composants: [
    { reference: 'CEL-18650-26', designation: 'Cellule Li-ion 18650 3,6 V 2600 mAh', quantite: 2, prix_unitaire: 3.1 },
    { reference: 'BMS-2S', designation: 'Circuit de protection 2S', quantite: 1, prix_unitaire: 1.85 },
  ],
  main_oeuvre: 6.5,
};

/** A product page whose title, description and slug staff wrote (ReferencementEditor, AdminReferencementPage). */
export const writtenReferencement: ReferencementRow = {
  cible: 'produit',
  cle: 'VP00001',
  libelle: 'Pile lithium CR2032 3 V GP Batteries (blister de 2)',
  titre: 'Pile lithium CR2032 3 V GP Batteries | OTECH',
  description: 'Pile CR2032 GP Batteries en blister de 2, réf. VP00001. Prix professionnels HT.',
  slug: 'pile-cr2032-gp',
  personnalise: true,
};
