import { CONTRIBUTION_LABEL, formatDateTime, formatEuros, formatLongDate, fromCents, netUnitPriceCents, offerLineTotalHT, quoteTitle } from '@otech/domain';
import type { PublicClient, QuoteOffer, QuoteRequest } from '@otech/domain';
import { clientBlock, VAT_LABEL } from './invoicePdf.ts';
import type { InvoiceDocument } from './invoicePdf.ts';
import { renderOffThread } from './renderOffThread.ts';

/** The quote staff send (issue 22), laid out as the invoices are: its lines after discount, its totals, validity and message. */
function sentQuoteDocument(quote: QuoteRequest, offer: QuoteOffer, client: PublicClient | undefined): InvoiceDocument {
  return {
    title: quoteTitle(quote),
    facts: [
      ['Numéro de devis', quote.id],
      ['Version', String(offer.version)],
      ['Date', formatDateTime(offer.sentAt)],
      ['Valable jusqu’au', formatLongDate(`${offer.validUntil}T12:00:00Z`)],
      ...(offer.message ? [['Message', offer.message] as [string, string]] : []),
    ],
    client: clientBlock(client, `Client n° ${quote.userId}`),
    lines: offer.lines.map((line) => ({
      reference: line.reference ?? '',
      designation: line.discountPercent > 0 ? `${line.designation} (remise ${String(line.discountPercent).replace('.', ',')} %)` : line.designation,
      quantity: String(line.quantity),
      unitPrice: formatEuros(fromCents(netUnitPriceCents(line))),
      total: formatEuros(offerLineTotalHT(line)),
    })),
    totals: [
      ['Total HT', formatEuros(offer.totalHT)],
      [CONTRIBUTION_LABEL, formatEuros(offer.contribution)],
      [VAT_LABEL, formatEuros(offer.tva)],
      ['Total TTC', formatEuros(offer.totalTTC)],
    ],
  };
}

export function sentQuotePdf(quote: QuoteRequest, offer: QuoteOffer, client: PublicClient | undefined): Promise<Buffer> {
  return renderOffThread({ document: sentQuoteDocument(quote, offer, client) });
}

/** The PDF's file name: the quote's short number and the version. */
export const sentQuoteFileName = (quote: QuoteRequest, offer: QuoteOffer): string => `devis_${quote.id.slice(0, 8)}_v${offer.version}.pdf`;
