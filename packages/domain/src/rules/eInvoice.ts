import { isValidFrenchVatNumber, isValidSiret, sirenOfSiret, compactCompanyId } from './companyIds.ts';
import { CONTRIBUTION_LABEL, CONTRIBUTION_RATE, documentTotalsCents } from './documentTotals.ts';
import type { DocumentTotalsCents } from './documentTotals.ts';
import { SELLER, sellerLegalLine } from './seller.ts';
import type { Seller } from './seller.ts';
import { VAT_RATE } from './vat.ts';

/*
 * The e-invoice of a sales document (issue 24): everything a French B2B invoice or credit note must
 * state, as the EN 16931 semantic model names it, amounts in cents. The CII XML and the printed page
 * are both drawn from this one model, so they always carry the same figures.
 */

/** UNTDID 1001: 380 commercial invoice, 381 credit note. */
export type EInvoiceTypeCode = '380' | '381';

export interface EInvoiceAddress {
  lines: readonly string[];
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface EInvoiceBuyer {
  name: string;
  /** SIREN (BT-47), compulsory under the French reform when the buyer has one. */
  siren?: string;
  siret?: string;
  /** Intra-community VAT number (BT-48), when known. */
  vatNumber?: string;
  address: EInvoiceAddress;
}

export interface EInvoiceLine {
  /** 1, 2, 3… in the order of the document (BT-126). */
  lineId: string;
  reference: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** Quantity x unit price (BT-131). */
  netCents: number;
  /** On a credit note, the invoice's line it credits. */
  sourceLineId?: string;
}

/** A note with its UNTDID 4451 subject: AAB discount terms, PMD penalties, PMT recovery fee, REG legal, AAI general. */
export interface EInvoiceNote {
  subject: 'AAB' | 'PMD' | 'PMT' | 'REG' | 'AAI';
  text: string;
}

export interface EInvoice {
  typeCode: EInvoiceTypeCode;
  number: string;
  issueDate: string;
  deliveryDate: string;
  dueDate?: string;
  paymentTerms: string;
  purchaseOrder?: string;
  /** The invoice a credit note corrects (BG-3). */
  precedingInvoice?: { number: string; issueDate: string };
  seller: Seller;
  sellerLegalLine: string;
  buyer: EInvoiceBuyer;
  /** Where the goods went, when not the billing address (BG-13). */
  delivery?: { name: string; address: EInvoiceAddress };
  notes: EInvoiceNote[];
  lines: EInvoiceLine[];
  /** The 1,75 % contribution: a document-level charge subject to VAT (BG-21). */
  charge: { reason: string; percent: number; basisCents: number; amountCents: number };
  vatPercent: number;
  totals: DocumentTotalsCents & { paidCents: number; dueCents: number };
}

/** The legal mentions every invoice carries (C. com. art. L441-9 and D441-5). */
export const INVOICE_NOTES: readonly EInvoiceNote[] = [
  { subject: 'AAI', text: 'Nature de l’opération : livraison de biens' },
  { subject: 'PMD', text: 'Pénalités de retard : trois fois le taux d’intérêt légal' },
  { subject: 'PMT', text: 'Indemnité forfaitaire pour frais de recouvrement : 40 €' },
  { subject: 'AAB', text: 'Pas d’escompte pour paiement anticipé' },
];

const COUNTRY_CODES: Readonly<Record<string, string>> = {
  france: 'FR',
  belgique: 'BE',
  suisse: 'CH',
  luxembourg: 'LU',
  allemagne: 'DE',
  espagne: 'ES',
  italie: 'IT',
};

/** The ISO code of a country as clients type it ("France", "FR"); France when blank or unknown, as the shop sells in France. */
export function countryCodeOf(country: string | undefined): string {
  const typed = (country ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(typed)) return typed.toUpperCase();
  return COUNTRY_CODES[typed.toLowerCase()] ?? 'FR';
}

/** What the e-invoice reads of a client record (the clients resource's fields). */
export interface EInvoiceClient {
  societe?: string | undefined;
  siret?: string | undefined;
  tva_cee?: string | undefined;
  adresse_debut?: string | undefined;
  adresse_milieu?: string | undefined;
  adresse_fin?: string | undefined;
  code_postal?: string | undefined;
  ville?: string | undefined;
  pays?: string | undefined;
  liv_societe?: string | undefined;
  liv_adresse_debut?: string | undefined;
  liv_adresse_milieu?: string | undefined;
  liv_adresse_fin?: string | undefined;
  liv_code_postal?: string | undefined;
  liv_ville?: string | undefined;
  liv_pays?: string | undefined;
}

const filled = (values: (string | undefined)[]): string[] => values.map((value) => value?.trim() ?? '').filter((value) => value !== '');

/** The buyer of a client record: SIREN from a valid SIRET, the VAT number when it checks. */
export function eInvoiceBuyer(client: EInvoiceClient | undefined, fallbackName: string): EInvoiceBuyer {
  const siret = client?.siret && isValidSiret(client.siret) ? compactCompanyId(client.siret) : undefined;
  const vatNumber = client?.tva_cee?.trim() ? compactCompanyId(client.tva_cee).toUpperCase() : undefined;
  return {
    name: client?.societe?.trim() || fallbackName,
    ...(siret ? { siret, siren: sirenOfSiret(siret) } : {}),
    // A foreign number is kept as given; a French one only when its key matches.
    ...(vatNumber && (!vatNumber.startsWith('FR') || isValidFrenchVatNumber(vatNumber)) ? { vatNumber } : {}),
    address: {
      lines: filled([client?.adresse_debut, client?.adresse_milieu, client?.adresse_fin]),
      postalCode: client?.code_postal?.trim() ?? '',
      city: client?.ville?.trim() ?? '',
      countryCode: countryCodeOf(client?.pays),
    },
  };
}

/** The delivery party of a client record when its delivery address is set and differs from billing. */
export function eInvoiceDelivery(client: EInvoiceClient | undefined, buyer: EInvoiceBuyer): EInvoice['delivery'] {
  const lines = filled([client?.liv_adresse_debut, client?.liv_adresse_milieu, client?.liv_adresse_fin]);
  if (!client || lines.length === 0) return undefined;
  const address = { lines, postalCode: client.liv_code_postal?.trim() ?? '', city: client.liv_ville?.trim() ?? '', countryCode: countryCodeOf(client.liv_pays ?? client.pays) };
  const same = address.lines.join('|') === buyer.address.lines.join('|') && address.postalCode === buyer.address.postalCode && address.city === buyer.address.city;
  return same ? undefined : { name: client.liv_societe?.trim() || buyer.name, address };
}

/** A sales document to be issued as an e-invoice: its facts, its buyer, its lines in cents, what was paid. */
export interface EInvoiceSource {
  typeCode: EInvoiceTypeCode;
  number: string;
  issueDate: string;
  deliveryDate?: string | undefined;
  dueDate?: string | undefined;
  paymentTerms?: string | undefined;
  purchaseOrder?: string | undefined;
  precedingInvoice?: { number: string; issueDate: string } | undefined;
  client: EInvoiceClient | undefined;
  clientName: string;
  lines: readonly { reference: string; designation: string; quantity: number; unitPriceCents: number }[];
  paidCents: number;
  /** The shop's configured seller (decision 130); the demo's sample one when not given. */
  seller?: Seller | undefined;
}

/**
 * The e-invoice of a document. Its totals are the domain's one rule for sales documents
 * (documentTotalsCents: lines, then the contribution and the VAT rounded once on the sums, which is
 * EN 16931's BR-CO-17), and the amount due is TTC less what was paid (BR-CO-16).
 */
export function eInvoiceOf(source: EInvoiceSource): EInvoice {
  const lines = source.lines.map((line, index) => ({
    lineId: String(index + 1),
    reference: line.reference,
    name: line.designation.trim() || line.reference,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    netCents: line.unitPriceCents * line.quantity,
  }));
  const totals = documentTotalsCents(lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity })));
  const buyer = eInvoiceBuyer(source.client, source.clientName);
  const delivery = eInvoiceDelivery(source.client, buyer);
  const seller = source.seller ?? SELLER;
  return {
    typeCode: source.typeCode,
    number: source.number,
    issueDate: source.issueDate.slice(0, 10),
    deliveryDate: (source.deliveryDate ?? source.issueDate).slice(0, 10),
    ...(source.dueDate ? { dueDate: source.dueDate.slice(0, 10) } : {}),
    paymentTerms: source.paymentTerms?.trim() || 'Comptant',
    ...(source.purchaseOrder?.trim() ? { purchaseOrder: source.purchaseOrder.trim() } : {}),
    ...(source.precedingInvoice ? { precedingInvoice: { number: source.precedingInvoice.number, issueDate: source.precedingInvoice.issueDate.slice(0, 10) } } : {}),
    seller,
    sellerLegalLine: sellerLegalLine(seller),
    buyer,
    ...(delivery ? { delivery } : {}),
    notes: [{ subject: 'REG', text: sellerLegalLine(seller) }, ...INVOICE_NOTES],
    lines,
    charge: { reason: CONTRIBUTION_LABEL, percent: Math.round(CONTRIBUTION_RATE * 10_000) / 100, basisCents: totals.totalHTCents, amountCents: totals.contributionCents },
    vatPercent: Math.round(VAT_RATE * 10000) / 100,
    totals: { ...totals, paidCents: source.paidCents, dueCents: totals.totalTTCCents - source.paidCents },
  };
}
