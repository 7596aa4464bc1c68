import type { OwnedRecord } from '../src/db/database.ts';
import { replaceCollection } from '../src/db/owned.ts';
import { afterAll, beforeAll } from 'vitest';
import * as v from 'valibot';
import { CREDENTIALS, TestApi } from './helpers.ts';

/**
 * Dashboard records for the route tests, added to the fixture store of a TestApi: client 1
 * (MARIED, the hashed fixture customer) owns most, client 2 (PAULB) one of each so that
 * "someone else's id" can be asked for.
 */
const address = (id: string, clientId: number, isDefault: boolean): OwnedRecord => ({
  id,
  clientId,
  name: isDefault ? 'Siège' : 'Dépôt',
  street: '12 rue des Piles',
  city: 'Paris',
  postalCode: '75011',
  country: 'France',
  isDefault,
  type: 'both',
});

const order = (id: string, clientId: number, orderDate: string, extra: Record<string, unknown> = {}): OwnedRecord => ({
  id,
  clientId,
  orderNumber: `CMD-${id}`,
  items: [
    { productId: 'VP-AA-001', productName: 'Pile alcaline AA LR6', quantity: 10, unitPrice: 2.5, totalPrice: 25 },
    { productId: 'DC-CAN-005', productName: 'Batterie appareil photo Canon LP-E6', quantity: 2, unitPrice: 39.9, totalPrice: 79.8 },
  ],
  totalAmount: 104.8,
  status: 'delivered',
  paymentStatus: 'paid',
  shippingStatus: 'delivered',
  shippingAddress: { street: '12 rue des Piles', city: 'Paris', postalCode: '75011', country: 'France' },
  billingAddress: { street: '12 rue des Piles', city: 'Paris', postalCode: '75011', country: 'France' },
  orderDate,
  ...extra,
});

/** A sent invoice of client 1, partly paid, with two lines whose totals need the cent rule. */
export const FACTURE_A = {
  id: 'fac-a',
  clientId: 1,
  client_id: 1,
  numero_facture: 'FA-2026-00001',
  statut: 'envoyee',
  client_nom: 'Durand Energie SARL',
  date_facture: '2026-10-05',
  date_echeance: '2026-11-04',
  montant_ht: 1234.5,
  montant_tva: 246.9,
  montant_ttc: 1481.4,
  conditions_paiement: '30 jours',
  orderId: 'ord-a',
  paiements: [{ montant: 481.4, date_paiement: '2026-10-20', mode: 'Virement' }],
  lignes: [
    { reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantite: 100, prix_unitaire_ht: 2.5, total_ht: 250 },
    { reference: 'DC-CAN-005', designation: 'Batterie appareil photo Canon LP-E6', quantite: 25, prix_unitaire_ht: 39.38, total_ht: 984.5 },
  ],
};

const TEST_RECORDS = {
  orders: [
    order('ord-a', 1, '2026-10-02T09:00:00.000Z', {
      trackingNumber: 'CH123FR',
      carrier: 'Chronopost',
      trackingEvents: [
        { date: '2026-10-03T09:00:00.000Z', location: 'Lyon', description: 'Colis pris en charge', status: 'in_transit' },
        { date: '2026-10-04T09:00:00.000Z', location: 'Paris', description: 'Colis livré', status: 'delivered' },
      ],
      actualDelivery: '2026-10-04T09:00:00.000Z',
    }),
    order('ord-b', 1, '2026-11-10T09:00:00.000Z', { status: 'pending', paymentStatus: 'pending', shippingStatus: 'not_shipped' }),
    order('ord-c', 2, '2026-11-12T09:00:00.000Z', { trackingNumber: 'PAUL999FR' }),
  ],
  factures: [
    FACTURE_A,
    // Cancelled: ord-b shows no invoice.
    { id: 'fac-b', clientId: 1, client_id: 1, numero_facture: 'FA-2026-00002', statut: 'annulee', client_nom: 'Durand Energie SARL', date_facture: '2026-10-06', montant_ttc: 12, lignes: [], orderId: 'ord-b' },
    { id: 'fac-c', clientId: 2, client_id: 2, numero_facture: 'FA-2026-00003', statut: 'payee', client_nom: 'Bernard Batteries', date_facture: '2026-11-01', montant_ttc: 60, lignes: [] },
  ],
  addresses: [address('adr-a', 1, true), address('adr-b', 1, false), address('adr-c', 2, true)],
  favorites: [
    { id: 'fav-a', clientId: 1, productId: 'VP-AA-001', dateAdded: '2026-09-01T10:00:00.000Z' },
    { id: 'fav-c', clientId: 2, productId: 'VB-NOK-004', dateAdded: '2026-09-01T10:00:00.000Z' },
  ],
  loyalty: [
    {
      id: 'fid-a',
      clientId: 1,
      name: 'Programme Fidélité OTECH',
      description: 'Un point par euro',
      benefits: [],
      availableRewards: [
        { id: 'rec-petit', name: 'Porte-clés', description: '', pointsCost: 10, available: true },
        { id: 'rec-grand', name: 'Chargeur', description: '', pointsCost: 20, available: true },
        { id: 'rec-epuise', name: 'Lampe', description: '', pointsCost: 1, available: false },
      ],
      // Stored figures are not read: points, level and next level come from orders and redemptions.
      points: 99999,
      level: 'gold',
    },
  ],
  notifications: [
    { id: 'not-a', clientId: 1, type: 'order', title: 'Commande', message: 'Enregistrée', date: '2026-11-10T09:00:00.000Z', read: false, actionUrl: '/dashboard' },
    { id: 'not-b', clientId: 1, type: 'promotion', title: 'Promo', message: '-10 %', date: '2026-11-12T09:00:00.000Z', read: true },
    { id: 'not-c', clientId: 2, type: 'info', title: 'Info', message: 'Bonjour', date: '2026-11-12T09:00:00.000Z', read: false },
  ],
  notificationSettings: [],
} satisfies Record<string, OwnedRecord[]>;

/** Replaces the fixture's dashboard records with TEST_RECORDS (fresh copies, so tests may change them). */
async function addTestRecords(t: TestApi): Promise<void> {
  for (const [collection, records] of Object.entries(TEST_RECORDS)) {
    await replaceCollection(t.api.db, collection as keyof typeof TEST_RECORDS, structuredClone(records));
  }
}

export interface RecordsApi {
  t: TestApi;
  /** Tokens of client 1, client 2 and the administrator. */
  marie: string;
  paul: string;
  admin: string;
}

/** Starts a test API with TEST_RECORDS before the file's tests (stopped after them); its fields are set once started. */
export function recordsApiForTests(options: { extraProducts?: number } = {}): RecordsApi {
  const api = {} as RecordsApi;
  beforeAll(async () => {
    const t = await TestApi.start(options);
    await addTestRecords(t);
    const [marie, paul, admin] = await Promise.all([t.customerToken(CREDENTIALS.hashed), t.customerToken(CREDENTIALS.noHash), t.adminToken()]);
    Object.assign(api, { t, marie, paul, admin });
  });
  afterAll(() => api.t.stop());
  return api;
}

/** True when the answer fits the domain schema, else the issues with their paths (a readable test failure). */
export function fitsSchema(schema: v.GenericSchema, value: unknown): true | string[] {
  const result = v.safeParse(schema, value);
  return result.success ? true : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}
