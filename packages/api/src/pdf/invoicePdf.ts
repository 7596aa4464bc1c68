import PDFDocument from 'pdfkit';
import { CONTRIBUTION_LABEL, formatDate, formatEuros, fromCents, VAT_RATE } from '@otech/domain';
import type { EInvoice, PublicClient } from '@otech/domain';
import { apiSourceFile } from './apiFiles.ts';
import { FACTURX_FILENAME, facturXMetadata } from './facturXMetadata.ts';

interface InvoiceDocumentLine {
  reference: string;
  designation: string;
  quantity: string;
  unitPrice: string;
  total: string;
}

/** The invoice as printed, every value already in French format: what the PDF shows, testable without parsing a PDF. */
export interface InvoiceDocument {
  title: string;
  /** The issuer's block (the seller's name, address and legal identifiers); none on a quote. */
  seller?: string[];
  facts: [label: string, value: string][];
  client: string[];
  lines: InvoiceDocumentLine[];
  totals: [label: string, value: string][];
  /** Legal mentions printed at the foot of the page. */
  mentions?: string[];
  /** A letter's paragraphs, printed between the parties and the table (the formal notice). */
  letter?: string[];
  /** A document without prices (a delivery note): its table has no price columns. */
  unpriced?: boolean;
}

/** A PDF to render: the laid-out document and, for a Factur-X file, the CII XML it embeds. */
export interface PdfJob {
  document: InvoiceDocument;
  facturXml?: string;
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

const euros = (cents: number): string => formatEuros(fromCents(cents));

const addressLines = (address: EInvoice['buyer']['address']): string[] => [...address.lines, [address.postalCode, address.city].filter(Boolean).join(' ')];

/** "SAS au capital…" and the SIRET, VAT number and IBAN under the seller's name. */
export function sellerBlock(invoice: EInvoice): string[] {
  const { seller } = invoice;
  return [seller.name, ...addressLines(seller.address), invoice.sellerLegalLine, `SIRET : ${seller.siret}`, `TVA intracommunautaire : ${seller.vatNumber}`];
}

export function buyerBlock(invoice: EInvoice): string[] {
  const { buyer } = invoice;
  return [
    buyer.name,
    ...addressLines(buyer.address),
    ...(buyer.siret ? [`SIRET : ${buyer.siret}`] : buyer.siren ? [`SIREN : ${buyer.siren}`] : []),
    ...(buyer.vatNumber ? [`TVA intracommunautaire : ${buyer.vatNumber}`] : []),
  ].filter((line) => line.trim() !== '');
}

/**
 * Lays an e-invoice out from the same model as its XML, so the page shows exactly the figures the
 * Factur-X file carries: lines HT, the contribution, the VAT base, VAT 20 %, TTC, paid and due.
 */
export function invoiceDocument(invoice: EInvoice): InvoiceDocument {
  const credit = invoice.typeCode === '381';
  const { totals } = invoice;
  return {
    title: `${credit ? 'Avoir' : 'Facture'} ${invoice.number}`,
    seller: sellerBlock(invoice),
    facts: [
      [credit ? 'Numéro d’avoir' : 'Numéro de facture', invoice.number],
      [credit ? 'Date de l’avoir' : 'Date de facture', formatDate(invoice.issueDate)],
      ...(invoice.precedingInvoice ? [['Facture corrigée', `${invoice.precedingInvoice.number} du ${formatDate(invoice.precedingInvoice.issueDate)}`] as [string, string]] : []),
      ['Date de livraison', formatDate(invoice.deliveryDate)],
      ...(invoice.dueDate ? [['Date d’échéance', formatDate(invoice.dueDate)] as [string, string]] : []),
      ['Conditions de paiement', invoice.paymentTerms],
      ...(invoice.purchaseOrder ? [['Votre commande', invoice.purchaseOrder] as [string, string]] : []),
    ],
    client: [
      ...buyerBlock(invoice),
      ...(invoice.delivery ? ['Livraison :', invoice.delivery.name, ...addressLines(invoice.delivery.address)] : []),
    ],
    lines: invoice.lines.map((line) => ({
      reference: line.reference,
      designation: line.name,
      quantity: String(line.quantity),
      unitPrice: euros(line.unitPriceCents),
      total: euros(line.netCents),
    })),
    totals: [
      ['Total HT', euros(totals.totalHTCents)],
      [CONTRIBUTION_LABEL, euros(totals.contributionCents)],
      ['Base TVA (HT)', euros(totals.taxableCents)],
      [VAT_LABEL, euros(totals.vatCents)],
      ['Total TTC', euros(totals.totalTTCCents)],
      ['Déjà réglé (TTC)', euros(totals.paidCents)],
      [credit ? 'Montant à rembourser (TTC)' : 'Net à payer (TTC)', euros(totals.dueCents)],
    ],
    mentions: [...invoice.notes.filter((note) => note.subject !== 'REG').map((note) => note.text), `Paiement par virement : IBAN ${invoice.seller.iban}, BIC ${invoice.seller.bic}`],
  };
}

// PDF/A admits embedded fonts only: DejaVu Sans (free licence, fonts/LICENSE) is embedded, subset to
// the characters used, and covers every French character and the narrow no-break space.
const FONTS = {
  regular: apiSourceFile('pdf/fonts/DejaVuSans.ttf'),
  bold: apiSourceFile('pdf/fonts/DejaVuSans-Bold.ttf'),
};

const COLUMNS = [
  { key: 'reference', label: 'Référence', x: 50, width: 80, align: 'left' },
  { key: 'designation', label: 'Désignation', x: 135, width: 200, align: 'left' },
  { key: 'quantity', label: 'Qté', x: 340, width: 40, align: 'right' },
  { key: 'unitPrice', label: 'PU HT', x: 385, width: 75, align: 'right' },
  { key: 'total', label: 'Total HT', x: 465, width: 80, align: 'right' },
] as const;

/**
 * Renders the laid-out document as an A4 PDF/A-3b with pdfkit. With `facturXml` it is a Factur-X
 * file: the XML embedded as factur-x.xml (relationship Data: the XML is the invoice's data, the
 * page its rendering) and the Factur-X XMP metadata.
 */
export function renderInvoicePdf({ document, facturXml }: PdfJob): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, subset: 'PDF/A-3b', pdfVersion: '1.7', lang: 'fr-FR', info: { Title: document.title, Author: 'OTECH' } });
  pdf.registerFont('Regular', FONTS.regular);
  pdf.registerFont('Bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  if (facturXml !== undefined) {
    // pdfkit writes AFRelationship from `relationship`, which its type definitions do not list yet.
    const attachment = { name: FACTURX_FILENAME, type: 'text/xml', relationship: 'Data', description: 'Factur-X', creationDate: new Date(0), modifiedDate: new Date(0) };
    pdf.file(Buffer.from(facturXml, 'utf8'), attachment);
    pdf.appendXML(facturXMetadata());
  }

  pdf.font('Bold').fontSize(20).text('OTECH', 50, 50);
  pdf.font('Regular').fontSize(16).text(document.title, 50, 50, { align: 'right' });
  pdf.moveDown(2).fontSize(9);
  if (document.seller) {
    for (const line of document.seller) pdf.text(line, 50, pdf.y, { width: 495 });
    pdf.moveDown();
  }
  pdf.fontSize(10);
  const top = pdf.y;
  for (const [label, value] of document.facts) {
    pdf.font('Bold').text(`${label} : `, 50, pdf.y, { width: 270, continued: true }).font('Regular').text(value);
  }
  const factsBottom = pdf.y;
  pdf.font('Bold').text('Client', 330, top, { width: 215 });
  pdf.font('Regular');
  for (const line of document.client) pdf.text(line, 330, pdf.y, { width: 215 });
  // The table starts below the longer of the two blocks.
  pdf.y = Math.max(factsBottom, pdf.y) + 2 * pdf.currentLineHeight();
  if (document.letter) {
    for (const paragraph of document.letter) pdf.text(paragraph, 50, pdf.y, { width: 495, align: 'justify' }).moveDown(0.6);
    pdf.moveDown();
  }

  const columns = document.unpriced ? COLUMNS.filter((column) => column.key !== 'unitPrice' && column.key !== 'total') : COLUMNS;
  const row = (cells: Record<(typeof COLUMNS)[number]['key'], string>, bold: boolean) => {
    const y = pdf.y;
    pdf.font(bold ? 'Bold' : 'Regular');
    let bottom = y;
    for (const column of columns) {
      pdf.text(cells[column.key], column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    }
    pdf.x = 50;
    pdf.y = bottom + 4;
    if (pdf.y > pdf.page.height - 120) pdf.addPage();
  };
  pdf.x = 50;
  // A letter has no lines (its amounts are its totals): no table of prices HT is drawn.
  if (document.lines.length > 0) {
    row(Object.fromEntries(COLUMNS.map((column) => [column.key, column.label])) as Record<(typeof COLUMNS)[number]['key'], string>, true);
    pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).stroke();
    pdf.y += 4;
    for (const line of document.lines) row(line, false);
    pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).stroke();
    pdf.y += 8;
  }

  for (const [index, [label, value]] of document.totals.entries()) {
    if (pdf.y > pdf.page.height - 80) pdf.addPage();
    const y = pdf.y;
    pdf.font(index === document.totals.length - 1 ? 'Bold' : 'Regular');
    pdf.text(label, 130, y, { width: 330, align: 'right' });
    const below = pdf.y;
    pdf.text(value, 465, y, { width: 80, align: 'right' });
    pdf.y = Math.max(below, pdf.y);
  }
  if (document.mentions) {
    pdf.moveDown(2).font('Regular').fontSize(8);
    for (const line of document.mentions) pdf.text(line, 50, pdf.y, { width: 495 });
  }
  pdf.end();
  return done;
}
