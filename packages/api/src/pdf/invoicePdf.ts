import PDFDocument from 'pdfkit';
import { cartTotals, formatDate, formatEuros, lineTotal, VAT_RATE } from '@otech/domain';
import type { CartLine, PublicClient } from '@otech/domain';
import { renderOffThread } from './renderOffThread.ts';

/** What the PDF needs of an invoice: the stored facture's fields (data/README.md "facture"). */
export interface InvoicePdfSource {
  id: string;
  numero_facture: string;
  date_facture: string;
  date_echeance?: string | undefined;
  conditions_paiement?: string | undefined;
  client_nom: string;
  lignes: readonly { reference: string; designation: string; quantite: number; prix_unitaire_ht: number }[];
}

export interface InvoiceDocumentLine {
  reference: string;
  designation: string;
  quantity: string;
  unitPrice: string;
  total: string;
}

/** The invoice as printed, every value already in French format: what the PDF shows, testable without parsing a PDF. */
export interface InvoiceDocument {
  title: string;
  facts: [label: string, value: string][];
  client: string[];
  lines: InvoiceDocumentLine[];
  totals: [label: string, value: string][];
}

export const VAT_LABEL = `TVA ${Math.round(VAT_RATE * 100)} %`;

/** The customer's block of a printed document: company, address, SIRET, VAT number, e-mail. */
export function clientBlock(client: PublicClient | undefined, fallbackName: string): string[] {
  const address = client
    ? [
        [client.adresse_debut, client.adresse_milieu, client.adresse_fin].filter(Boolean).join(', '),
        [client.code_postal, client.ville].filter(Boolean).join(' '),
        client.pays,
      ]
    : [];
  return [
    client?.societe || fallbackName,
    ...address,
    ...(client?.siret ? [`SIRET : ${client.siret}`] : []),
    ...(client?.tva_cee ? [`TVA intracommunautaire : ${client.tva_cee}`] : []),
    ...(client?.email ? [client.email] : []),
  ].filter((line) => line.trim() !== '');
}

/**
 * Lays the invoice out: lines priced HT, totals HT, VAT 20 % and TTC by the domain's cart rule
 * (cents, VAT rounded once on the total), so the PDF adds up exactly as the cart did.
 */
export function invoiceDocument(facture: InvoicePdfSource, client: PublicClient | undefined): InvoiceDocument {
  const cartLines: CartLine[] = facture.lignes.map((line) => ({
    id: line.reference,
    product: { id: line.reference, name: line.designation, price: line.prix_unitaire_ht },
    quantity: line.quantite,
    addedAt: facture.date_facture,
  }));
  const totals = cartTotals(cartLines);
  return {
    title: `Facture ${facture.numero_facture}`,
    facts: [
      ['Numéro de facture', facture.numero_facture],
      ['Date de facture', formatDate(facture.date_facture)],
      ...(facture.date_echeance ? [['Date d’échéance', formatDate(facture.date_echeance)] as [string, string]] : []),
      ...(facture.conditions_paiement ? [['Conditions de paiement', facture.conditions_paiement] as [string, string]] : []),
    ],
    client: clientBlock(client, facture.client_nom),
    lines: cartLines.map((line) => ({
      reference: line.id,
      designation: line.product.name,
      quantity: String(line.quantity),
      unitPrice: formatEuros(line.product.price),
      total: formatEuros(lineTotal(line)),
    })),
    totals: [
      ['Total HT', formatEuros(totals.totalHT)],
      [VAT_LABEL, formatEuros(totals.tva)],
      ['Total TTC', formatEuros(totals.totalTTC)],
    ],
  };
}

// pdfkit's built-in Helvetica covers WinAnsi only: the narrow no-break space Intl puts between
// thousands (U+202F) is not in it, the plain no-break space is and keeps `1 234,50 €` together.
const printable = (value: string): string => value.replace(/\u202f/g, '\u00a0');

const COLUMNS = [
  { key: 'reference', label: 'Référence', x: 50, width: 80, align: 'left' },
  { key: 'designation', label: 'Désignation', x: 135, width: 200, align: 'left' },
  { key: 'quantity', label: 'Qté', x: 340, width: 40, align: 'right' },
  { key: 'unitPrice', label: 'PU HT', x: 385, width: 75, align: 'right' },
  { key: 'total', label: 'Total HT', x: 465, width: 80, align: 'right' },
] as const;

/** Renders the laid-out invoice as an A4 PDF with pdfkit. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: document.title, Author: 'OTECH' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(20).text('OTECH', 50, 50);
  pdf.font('Helvetica').fontSize(16).text(printable(document.title), 50, 50, { align: 'right' });
  pdf.moveDown(2).fontSize(10);
  const top = pdf.y;
  for (const [label, value] of document.facts) {
    pdf.font('Helvetica-Bold').text(`${label} : `, 50, pdf.y, { width: 270, continued: true }).font('Helvetica').text(printable(value));
  }
  const factsBottom = pdf.y;
  pdf.font('Helvetica-Bold').text('Client', 330, top, { width: 215 });
  pdf.font('Helvetica');
  for (const line of document.client) pdf.text(printable(line), 330, pdf.y, { width: 215 });
  // The table starts below the longer of the two blocks.
  pdf.y = Math.max(factsBottom, pdf.y) + 2 * pdf.currentLineHeight();

  const row = (cells: Record<(typeof COLUMNS)[number]['key'], string>, bold: boolean) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    for (const column of COLUMNS) {
      pdf.text(printable(cells[column.key]), column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    }
    pdf.x = 50;
    pdf.y = bottom + 4;
    if (pdf.y > pdf.page.height - 120) pdf.addPage();
  };
  pdf.x = 50;
  row(Object.fromEntries(COLUMNS.map((column) => [column.key, column.label])) as Record<(typeof COLUMNS)[number]['key'], string>, true);
  pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).stroke();
  pdf.y += 4;
  for (const line of document.lines) row(line, false);
  pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).stroke();
  pdf.y += 8;

  for (const [index, [label, value]] of document.totals.entries()) {
    const y = pdf.y;
    const bold = index === document.totals.length - 1;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, 340, y, { width: 120, align: 'right' });
    pdf.text(printable(value), 465, y, { width: 80, align: 'right' });
  }
  pdf.end();
  return done;
}

/** The invoice PDF of a stored facture and its client, rendered off the request thread. */
export function invoicePdf(facture: InvoicePdfSource, client: PublicClient | undefined): Promise<Buffer> {
  return renderOffThread(invoiceDocument(facture, client));
}
