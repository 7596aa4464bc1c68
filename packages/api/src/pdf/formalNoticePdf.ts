import { formalNoticeClaims, formatDate } from '@otech/domain';
import type { EInvoice, LatePaymentCharges, RemindedInvoice } from '@otech/domain';
import { buyerBlock, sellerBlock } from './invoicePdf.ts';
import type { InvoiceDocument } from './invoicePdf.ts';
import { renderOffThread } from './renderOffThread.ts';

/** A formal notice as the reminder sent it: its text, and the amounts it claims. */
export interface FormalNotice {
  invoice: RemindedInvoice;
  sentOn: Date;
  paragraphs: string[];
  charges: LatePaymentCharges;
}

/**
 * The formal notice ("Mise en demeure", issue 22) as a letter staff print and the e-mail carries:
 * from the seller to the buyer of the invoice as issued, its text, then the amounts claimed (TTC
 * still due, the penalties and the recovery fee of the terms of sale) and their total.
 */
export function formalNoticeDocument(issued: EInvoice, notice: FormalNotice): InvoiceDocument {
  const { invoice, charges } = notice;
  return {
    title: 'Mise en demeure',
    seller: sellerBlock(issued),
    facts: [
      ['Date', formatDate(notice.sentOn)],
      ['Objet', `Mise en demeure de payer la facture ${invoice.numero_facture}`],
      ['Facture du', formatDate(invoice.date_facture)],
      ['Échéance', formatDate(invoice.date_echeance)],
      ['Jours de retard', String(charges.daysLate)],
    ],
    client: buyerBlock(issued),
    letter: notice.paragraphs,
    lines: [],
    totals: formalNoticeClaims(charges),
    mentions: [`Paiement par virement : IBAN ${issued.seller.iban}, BIC ${issued.seller.bic}`],
  };
}

export function formalNoticePdf(issued: EInvoice, notice: FormalNotice): Promise<Buffer> {
  return renderOffThread({ document: formalNoticeDocument(issued, notice) });
}

/** The letter's file name: `mise-en-demeure_FA-2026-00001.pdf`. */
export const formalNoticeFileName = (invoiceNumber: string): string => `mise-en-demeure_${invoiceNumber.replace(/[^\w.-]/g, '_')}.pdf`;
