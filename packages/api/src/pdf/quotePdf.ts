import { cartTotals, formatDateTime, formatEuros, lineTotal, quoteStatusDisplay, quoteTitle, unitPrice } from '@otech/domain';
import type { PublicClient, QuoteRequest } from '@otech/domain';
import { clientBlock, VAT_LABEL } from './invoicePdf.ts';
import type { InvoiceDocument } from './invoicePdf.ts';
import { renderOffThread } from './renderOffThread.ts';

/**
 * A quote request laid out as the invoices are (same page, same table, same totals by the
 * domain's cart rule), with the shop's estimate added when it gave one.
 */
export function quoteDocument(quote: QuoteRequest, client: PublicClient | undefined): InvoiceDocument {
  const totals = cartTotals(quote.items);
  return {
    title: quoteTitle(quote),
    facts: [
      ['Numéro de devis', quote.id],
      ['Date', formatDateTime(quote.createdAt)],
      ['Statut', quoteStatusDisplay(quote.status).label],
      ...(quote.notes ? [['Notes', quote.notes] as [string, string]] : []),
    ],
    client: clientBlock(client, ''),
    lines: quote.items.map((item) => ({
      reference: item.product.reference,
      designation: item.product.name,
      quantity: String(item.quantity),
      unitPrice: formatEuros(unitPrice(item)),
      total: formatEuros(lineTotal(item)),
    })),
    totals: [
      ['Total HT', formatEuros(totals.totalHT)],
      [VAT_LABEL, formatEuros(totals.tva)],
      ['Total TTC', formatEuros(totals.totalTTC)],
      ...(quote.estimatedTotal === undefined ? [] : [['Montant estimé HT', formatEuros(quote.estimatedTotal)] as [string, string]]),
    ],
  };
}

/** Rendered on the PDF thread, as the invoices are: a quote's 200 lines would stall the API for seconds. */
export function quotePdf(quote: QuoteRequest, client: PublicClient | undefined): Promise<Buffer> {
  return renderOffThread({ document: quoteDocument(quote, client) });
}
