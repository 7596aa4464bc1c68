import { CONTRIBUTION_LABEL, formatDate, formatEuros, formatLongDate, fromCents, PRO_FORMA_NOTICE, PRO_FORMA_TITLE } from '@otech/domain';
import type { ProForma, PublicClient } from '@otech/domain';
import { clientBlock, VAT_LABEL } from './invoicePdf.ts';
import type { InvoiceDocument } from './invoicePdf.ts';
import { renderOffThread } from './renderOffThread.ts';

const euros = (cents: number): string => formatEuros(fromCents(cents));

/** "Facture pro forma" (issue 22) laid out as the invoices are, without a number: its date, validity, payment terms, lines and totals. */
function proFormaDocument(made: ProForma, client: PublicClient): InvoiceDocument {
  return {
    title: PRO_FORMA_TITLE,
    facts: [
      ['Date', formatDate(made.date)],
      ['Valable jusqu’au', formatLongDate(`${made.validUntil}T12:00:00Z`)],
      ['Conditions de paiement', made.paymentTerms],
    ],
    client: clientBlock(client, `Client n° ${client.id}`),
    lines: made.lines.map((line) => ({
      reference: line.reference,
      designation: line.name,
      quantity: String(line.quantity),
      unitPrice: euros(line.unitPriceCents),
      total: euros(line.totalCents),
    })),
    totals: [
      ['Total HT', euros(made.totals.totalHTCents)],
      [CONTRIBUTION_LABEL, euros(made.totals.contributionCents)],
      [VAT_LABEL, euros(made.totals.vatCents)],
      ['Total TTC', euros(made.totals.totalTTCCents)],
    ],
    mentions: [PRO_FORMA_NOTICE],
  };
}

/** Rendered on the PDF thread, as the other documents are. */
export function proFormaPdf(made: ProForma, client: PublicClient): Promise<Buffer> {
  return renderOffThread({ document: proFormaDocument(made, client) });
}
