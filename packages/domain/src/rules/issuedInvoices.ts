import { factureDueDate } from './factures.ts';
import { toCents } from './money.ts';
import type { EInvoiceSource } from './eInvoice.ts';

/*
 * An invoice is issued when it leaves the draft state: it gets its number and date then, and from
 * then on what it states never changes (CGI art. 289: an invoice is corrected by a credit note).
 */

export const ISSUED_INVOICE_MESSAGES = {
  deleted: 'Une facture émise ne peut pas être supprimée : corrigez-la par un avoir',
  changed: (fields: readonly string[]) => `Une facture émise ne peut plus être modifiée (${fields.join(', ')}) : corrigez-la par un avoir`,
  draft: 'Une facture brouillon n’est pas encore émise : elle n’a ni numéro ni fichier Factur-X',
} as const;

/** What an issued invoice states: none of it changes once issued. Payments and status still do. */
export const ISSUED_INVOICE_FIELDS = [
  'numero_facture',
  'client_id',
  'client_nom',
  'date_facture',
  'date_echeance',
  'conditions_paiement',
  'montant_ht',
  'montant_contribution',
  'montant_tva',
  'montant_ttc',
  'lignes',
] as const;

export const isDraftStatut = (statut: unknown): boolean => statut === 'brouillon';

/** The fields of an issued invoice that `after` would change (compared as stored, in JSON). */
export function issuedFieldsChanged(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  return ISSUED_INVOICE_FIELDS.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

/** A stored invoice's fields the e-invoice reads (data/README.md "facture"). */
export interface InvoiceRecordFields {
  numero_facture: string;
  date_facture: string;
  date_echeance?: string | undefined;
  conditions_paiement?: string | undefined;
  client_nom: string;
  bon_commande?: string | undefined;
  date_livraison?: string | undefined;
  paiements: readonly { montant: number }[];
  lignes: readonly { reference: string; designation: string; quantite: number; prix_unitaire_ht: number }[];
}

/** The e-invoice source of a stored invoice and its client's record. */
export function invoiceSourceOf(facture: InvoiceRecordFields, client: EInvoiceSource['client']): EInvoiceSource {
  return {
    typeCode: '380',
    number: facture.numero_facture,
    issueDate: facture.date_facture,
    deliveryDate: facture.date_livraison,
    dueDate: facture.date_echeance,
    paymentTerms: facture.conditions_paiement,
    purchaseOrder: facture.bon_commande,
    client,
    clientName: facture.client_nom,
    lines: facture.lignes.map((line) => ({ reference: line.reference, designation: line.designation, quantity: line.quantite, unitPriceCents: toCents(line.prix_unitaire_ht) })),
    paidCents: facture.paiements.reduce((sum, payment) => sum + toCents(payment.montant), 0),
  };
}

/**
 * The date and due date an invoice takes when issued on `today`: numbers run in the order of
 * dates, so an invoice is dated the day it is issued; its due date follows from its terms when
 * they name days, else the one it was given when not before that day.
 */
export function issueDates(facture: Pick<InvoiceRecordFields, 'conditions_paiement' | 'date_echeance'>, today: string): { date_facture: string; date_echeance?: string } {
  if (facture.conditions_paiement) return { date_facture: today, date_echeance: factureDueDate(today, facture.conditions_paiement) };
  return facture.date_echeance && facture.date_echeance.slice(0, 10) >= today ? { date_facture: today, date_echeance: facture.date_echeance } : { date_facture: today };
}

/** An invoice's PDF file name as staff download it: its number, with anything but letters, digits, dot and dash as "_". */
export const invoicePdfFileName = (numero: string): string => `facture_${numero.replace(/[^\w.-]/g, '_') || 'sans_numero'}.pdf`;
