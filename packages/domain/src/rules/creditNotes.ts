import { documentTotalsCents } from './documentTotals.ts';
import type { EInvoice, EInvoiceLine } from './eInvoice.ts';
import { fromCents } from './money.ts';
import type { CreditableLine } from '../schemas/creditNote.ts';

/*
 * Credit notes (issue 24, EN 16931 type 381): an issued invoice is corrected, never edited, by a
 * credit note referring to it, for all of it or for chosen lines and quantities. What was credited
 * already cannot be credited again.
 */

export const CREDIT_NOTE_MESSAGES = {
  nothingLeft: 'Cette facture est déjà entièrement couverte par des avoirs',
  unknownLine: (lineId: string) => `La facture n’a pas de ligne ${lineId}`,
  tooMany: (lineId: string, left: number) => `Ligne ${lineId} : au plus ${left} à créditer`,
  noLine: 'Choisissez au moins une ligne à créditer',
} as const;

/** A line and quantity to credit, as staff choose them. */
export interface CreditChoice {
  lineId: string;
  quantity: number;
}

/** Per line of the invoice, the quantity its credit notes already credited (by the line's reference and price). */
export function creditedQuantities(invoice: EInvoice, creditNotes: readonly EInvoice[]): Map<string, number> {
  const credited = new Map<string, number>();
  for (const note of creditNotes) {
    for (const line of note.lines) {
      const source = invoice.lines.find((each) => each.lineId === line.sourceLineId);
      if (source) credited.set(source.lineId, (credited.get(source.lineId) ?? 0) + line.quantity);
    }
  }
  return credited;
}

/**
 * The lines a credit note takes: the chosen ones, or all that is left to credit when none is
 * chosen; an error naming the field (`lignes.N.quantite`) when a choice is not possible.
 */
export function creditNoteLines(
  invoice: EInvoice,
  creditNotes: readonly EInvoice[],
  choices: readonly CreditChoice[] | undefined,
): { lines: EInvoiceLine[] } | { error: string; path?: string } {
  const credited = creditedQuantities(invoice, creditNotes);
  const left = (line: EInvoiceLine) => line.quantity - (credited.get(line.lineId) ?? 0);
  const wanted = choices ?? invoice.lines.map((line) => ({ lineId: line.lineId, quantity: left(line) })).filter((choice) => choice.quantity > 0);
  if (choices && choices.length === 0) return { error: CREDIT_NOTE_MESSAGES.noLine, path: 'lignes' };
  if (wanted.length === 0) return { error: CREDIT_NOTE_MESSAGES.nothingLeft };
  const lines: EInvoiceLine[] = [];
  for (const [index, choice] of wanted.entries()) {
    const source = invoice.lines.find((line) => line.lineId === choice.lineId);
    if (!source) return { error: CREDIT_NOTE_MESSAGES.unknownLine(choice.lineId), path: `lignes.${index}.ligne` };
    const alreadyChosen = lines.filter((line) => line.sourceLineId === source.lineId).reduce((sum, line) => sum + line.quantity, 0);
    if (choice.quantity > left(source) - alreadyChosen) return { error: CREDIT_NOTE_MESSAGES.tooMany(source.lineId, left(source) - alreadyChosen), path: `lignes.${index}.quantite` };
    lines.push({ ...source, lineId: String(lines.length + 1), sourceLineId: source.lineId, quantity: choice.quantity, netCents: source.unitPriceCents * choice.quantity });
  }
  return { lines };
}

/**
 * The credit note of those lines: the invoice's seller, buyer and delivery as issued, its own
 * number and date, the invoice it corrects (BG-3), and its totals by the one rule for documents.
 */
export function creditNoteOf(invoice: EInvoice, lines: readonly EInvoiceLine[], number: string, issueDate: string): EInvoice {
  const totals = documentTotalsCents(lines);
  const { dueDate: _due, purchaseOrder: _order, ...rest } = invoice;
  return {
    ...rest,
    typeCode: '381',
    number,
    issueDate,
    paymentTerms: `Avoir sur la facture ${invoice.number}`,
    precedingInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    lines: [...lines],
    charge: { ...invoice.charge, basisCents: totals.totalHTCents, amountCents: totals.contributionCents },
    totals: { ...totals, paidCents: 0, dueCents: totals.totalTTCCents },
  };
}

/** How a credit note reads in the invoice's lists and in the API (amounts in euros). */
export function creditNoteView(id: string, invoiceId: string, note: EInvoice) {
  return {
    id,
    numero: note.number,
    date: note.issueDate,
    facture_id: invoiceId,
    facture_numero: note.precedingInvoice?.number ?? '',
    montant_ht: fromCents(note.totals.totalHTCents),
    montant_contribution: fromCents(note.totals.contributionCents),
    montant_tva: fromCents(note.totals.vatCents),
    montant_ttc: fromCents(note.totals.totalTTCCents),
    lignes: note.lines.map((line) => ({ reference: line.reference, designation: line.name, quantite: line.quantity, prix_unitaire_ht: fromCents(line.unitPriceCents), total_ht: fromCents(line.netCents) })),
  };
}
export type CreditNoteView = ReturnType<typeof creditNoteView>;

/** The invoice's lines with the quantity its credit notes have not taken yet (the most a new one may credit). */
export function creditableLines(invoice: EInvoice, creditNotes: readonly EInvoice[]): CreditableLine[] {
  const credited = creditedQuantities(invoice, creditNotes);
  return invoice.lines.map((line) => ({
    ligne: line.lineId,
    reference: line.reference,
    designation: line.name,
    quantite: line.quantity,
    restant: line.quantity - (credited.get(line.lineId) ?? 0),
    prix_unitaire_ht: fromCents(line.unitPriceCents),
  }));
}

/**
 * What a credit note of these quantities would amount to, by the one rule for documents' totals,
 * for staff to confirm before it is issued (lines chosen with 0 are left out).
 */
export function creditNotePreview(lines: readonly CreditableLine[], quantities: Readonly<Record<string, number>>) {
  const chosen = lines.flatMap((line) => {
    const quantity = quantities[line.ligne] ?? 0;
    return quantity > 0 ? [{ unitPriceCents: Math.round(line.prix_unitaire_ht * 100), quantity }] : [];
  });
  const totals = documentTotalsCents(chosen);
  return { lineCount: chosen.length, totalHT: fromCents(totals.totalHTCents), totalTTC: fromCents(totals.totalTTCCents) };
}
