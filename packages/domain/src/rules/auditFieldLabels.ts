import { formatDate } from '../format/date.ts';
import { formatEuros } from '../format/numbers.ts';
import { PRICE_LIST_NAMES } from '../pricing/priceLists.ts';
import { CONTACT_REQUEST_STATUS_DISPLAY } from './salesInbox.ts';
import { STAFF_ROLE_LABELS } from './staffPermissions.ts';
import { FACTURE_STATUS_DISPLAY } from './statuses/factureStatus.ts';
import { ORDER_STATUS_LABELS } from './statuses/orderStatus.ts';
import { PAYMENT_STATUS_DISPLAY } from './statuses/paymentStatus.ts';
import { SHIPPING_STATUS_DISPLAY } from './statuses/shippingStatus.ts';

/** How the journal and the timelines name a stored field, and read its values to staff. */
export interface AuditFieldLabel {
  name: string;
  /** Stored values (statuses, flags, codes) as staff read them. */
  values?: Readonly<Record<string, string>>;
  /** A number shown in its unit (euros, days). */
  format?: (value: number) => string;
  /** A record or list kept whole in the entry (a parcel, payments), shown by what names it rather than as its stored data. */
  summary?: (value: object) => string;
}

const labelsOf = (display: Readonly<Record<string, { label: string }>>) => Object.fromEntries(Object.entries(display).map(([value, shown]) => [value, shown.label]));
const yesNo = { true: 'oui', false: 'non' } as const;
const text = (name: string): AuditFieldLabel => ({ name });
/** The fields of a stored record that name it, in order, those not set left out. */
const wordsOf = (record: object, fields: readonly string[]) =>
  fields
    .map((field) => (record as Record<string, unknown>)[field])
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
const paymentWords = (payment: object) => {
  const { montant, mode, date_paiement: date } = payment as Record<string, unknown>;
  return [typeof montant === 'number' ? formatEuros(montant) : '', typeof mode === 'string' ? mode : '', typeof date === 'string' ? formatDate(date) : ''].filter((part) => part !== '').join(' ');
};
const euros: AuditFieldLabel['format'] = (value) => formatEuros(value);

/**
 * Every field an audit entry keeps before and after (orders, clients and their terms, products,
 * invoices, staff, openings, contact requests), in French: no « archivage : hidden false → true »
 * but « archivage : catalogue En catalogue → Archivé ». A field missing here shows its stored name;
 * auditFieldLabels.test.ts lists the audited fields each must have.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, AuditFieldLabel>> = {
  // Orders; a contact request's status shares the key (their values never collide).
  status: { name: 'statut', values: { ...ORDER_STATUS_LABELS, ...labelsOf(CONTACT_REQUEST_STATUS_DISPLAY) } },
  paymentStatus: { name: 'paiement', values: labelsOf(PAYMENT_STATUS_DISPLAY) },
  shippingStatus: { name: 'livraison', values: labelsOf(SHIPPING_STATUS_DISPLAY) },
  trackingNumber: text('numéro de suivi'),
  carrier: text('transporteur'),
  // A parcel shipped (issue 22): its delivery note's number, with its carrier and tracking number.
  shipment: { name: 'colis', summary: (parcel) => wordsOf(parcel, ['number', 'carrier', 'trackingNumber']) },
  // Clients: the record form, the account's state, the terms of trade.
  societe: text('société'),
  prenom: text('prénom'),
  nom: text('nom'),
  email: text('e-mail'),
  telephone: text('téléphone'),
  gsm: text('portable'),
  siret: text('SIRET'),
  tva_cee: text('TVA intracommunautaire'),
  famille: text('famille'),
  adresse_debut: text('adresse'),
  adresse_milieu: text('complément d’adresse'),
  adresse_fin: text('complément d’adresse 2'),
  code_postal: text('code postal'),
  ville: text('ville'),
  pays: text('pays'),
  liv_societe: text('société de livraison'),
  liv_adresse_debut: text('adresse de livraison'),
  liv_adresse_milieu: text('complément d’adresse de livraison'),
  liv_adresse_fin: text('complément d’adresse de livraison 2'),
  liv_code_postal: text('code postal de livraison'),
  liv_ville: text('ville de livraison'),
  liv_pays: text('pays de livraison'),
  representant: text('représentant'),
  instructions_speciales: text('instructions'),
  actif: { name: 'compte', values: { true: 'Actif', false: 'Inactif' } },
  en_attente_validation: { name: 'en attente de validation', values: yesNo },
  paymentTerms: { name: 'délai de paiement', format: (days) => `${days} jours` },
  creditLimit: { name: 'encours autorisé', format: euros },
  priceList: { name: 'grille tarifaire', values: PRICE_LIST_NAMES },
  exempt: { name: 'exempté de la révision', values: yesNo },
  // Products (spec 1 §3) and their archiving.
  name: text('nom'),
  description: text('description'),
  category: text('rayon'),
  ean: text('EAN'),
  price: { name: 'prix HT', format: euros },
  stock: text('stock'),
  isPromoted: { name: 'mis en avant', values: yesNo },
  isNetPrice: { name: 'prix net', values: yesNo },
  brand: text('marque'),
  model: text('modèle'),
  voltage: text('tension'),
  capacity: text('capacité'),
  technologie: text('technologie'),
  weight: text('poids'),
  warranty: text('garantie'),
  specifications: text('caractéristiques'),
  hidden: { name: 'catalogue', values: { true: 'Archivé', false: 'En catalogue' } },
  // Invoices and payments.
  statut: { name: 'statut', values: labelsOf(FACTURE_STATUS_DISPLAY) },
  numero_facture: text('numéro'),
  date_facture: text('date'),
  date_echeance: text('échéance'),
  montant_ht: { name: 'montant HT', format: euros },
  montant_tva: { name: 'TVA', format: euros },
  montant_ttc: { name: 'montant TTC', format: euros },
  // Each payment by its amount, mode and date: « 510,07 € Virement 02/12/2026 ».
  paiements: { name: 'paiements', summary: (payments) => (Array.isArray(payments) ? payments.map((payment: object) => paymentWords(payment)).join(' ; ') : '') },
  lignes: text('lignes'),
  notes: text('notes'),
  client_nom: text('client'),
  conditions_paiement: text('conditions de paiement'),
  // Reminders: the level sent (0 before the first).
  niveau: text('niveau de relance'),
  // Staff.
  role: { name: 'rôle', values: STAFF_ROLE_LABELS },
  active: { name: 'accès', values: { true: 'Actif', false: 'Désactivé' } },
};

/** A stored value as staff read it: its label, its unit, or itself. */
export function shownAuditValue(label: AuditFieldLabel | undefined, value: unknown): unknown {
  if ((typeof value === 'string' || typeof value === 'boolean') && label?.values?.[String(value)]) return label.values[String(value)];
  if (typeof value === 'number' && label?.format) return label.format(value);
  if (typeof value === 'object' && value !== null && label?.summary) return label.summary(value);
  return value;
}
