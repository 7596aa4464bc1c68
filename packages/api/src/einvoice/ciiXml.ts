import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EInvoice, EInvoiceAddress } from '@otech/domain';

/*
 * The CII XML (UN/CEFACT Cross Industry Invoice D16B) of an e-invoice, profile EN 16931, as Factur-X
 * embeds it. Built node by node with xmlbuilder2 rather than from a string template: every value is
 * escaped by the library, elements come out in the schema's order from one typed model, and there is
 * no hand-made quoting to get wrong in a legal document.
 */

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

/** EN 16931's specification identifier (BT-24). */
const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** Cents as the XML's decimal amount: two decimals, a dot (BR-DEC rules). */
const xmlAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** YYYY-MM-DD as the date format 102 (YYYYMMDD). */
const date102 = (day: string): string => day.slice(0, 10).replace(/-/g, '');

function dateTime(parent: XMLBuilder, name: string, day: string): void {
  parent.ele(NS.ram, name).ele(NS.udt, 'udt:DateTimeString', { format: '102' }).txt(date102(day));
}

function address(parent: XMLBuilder, value: EInvoiceAddress): void {
  const node = parent.ele(NS.ram, 'ram:PostalTradeAddress');
  if (value.postalCode) node.ele(NS.ram, 'ram:PostcodeCode').txt(value.postalCode);
  const [one, two, three] = value.lines;
  if (one) node.ele(NS.ram, 'ram:LineOne').txt(one);
  if (two) node.ele(NS.ram, 'ram:LineTwo').txt(two);
  if (three) node.ele(NS.ram, 'ram:LineThree').txt(three);
  if (value.city) node.ele(NS.ram, 'ram:CityName').txt(value.city);
  node.ele(NS.ram, 'ram:CountryID').txt(value.countryCode);
}

function vatCategory(parent: XMLBuilder, invoice: EInvoice, name: string): void {
  const tax = parent.ele(NS.ram, name);
  tax.ele(NS.ram, 'ram:TypeCode').txt('VAT');
  tax.ele(NS.ram, 'ram:CategoryCode').txt('S');
  tax.ele(NS.ram, 'ram:RateApplicablePercent').txt(String(invoice.vatPercent));
}

function lines(transaction: XMLBuilder, invoice: EInvoice): void {
  for (const line of invoice.lines) {
    const item = transaction.ele(NS.ram, 'ram:IncludedSupplyChainTradeLineItem');
    item.ele(NS.ram, 'ram:AssociatedDocumentLineDocument').ele(NS.ram, 'ram:LineID').txt(line.lineId);
    const product = item.ele(NS.ram, 'ram:SpecifiedTradeProduct');
    product.ele(NS.ram, 'ram:SellerAssignedID').txt(line.reference);
    product.ele(NS.ram, 'ram:Name').txt(line.name);
    item.ele(NS.ram, 'ram:SpecifiedLineTradeAgreement').ele(NS.ram, 'ram:NetPriceProductTradePrice').ele(NS.ram, 'ram:ChargeAmount').txt(xmlAmount(line.unitPriceCents));
    // C62: "one", a unit of goods (UN/ECE recommendation 20).
    item.ele(NS.ram, 'ram:SpecifiedLineTradeDelivery').ele(NS.ram, 'ram:BilledQuantity', { unitCode: 'C62' }).txt(String(line.quantity));
    const settlement = item.ele(NS.ram, 'ram:SpecifiedLineTradeSettlement');
    vatCategory(settlement, invoice, 'ram:ApplicableTradeTax');
    settlement.ele(NS.ram, 'ram:SpecifiedTradeSettlementLineMonetarySummation').ele(NS.ram, 'ram:LineTotalAmount').txt(xmlAmount(line.netCents));
  }
}

function agreement(transaction: XMLBuilder, invoice: EInvoice): void {
  const node = transaction.ele(NS.ram, 'ram:ApplicableHeaderTradeAgreement');
  if (invoice.purchaseOrder) node.ele(NS.ram, 'ram:BuyerReference').txt(invoice.purchaseOrder);
  const seller = node.ele(NS.ram, 'ram:SellerTradeParty');
  seller.ele(NS.ram, 'ram:Name').txt(invoice.seller.name);
  seller.ele(NS.ram, 'ram:Description').txt(invoice.sellerLegalLine);
  // 0002: the SIRENE register's identifiers (ISO 6523), the French reform's legal identifier.
  const legal = seller.ele(NS.ram, 'ram:SpecifiedLegalOrganization');
  legal.ele(NS.ram, 'ram:ID', { schemeID: '0002' }).txt(invoice.seller.siren);
  address(seller, invoice.seller.address);
  seller.ele(NS.ram, 'ram:SpecifiedTaxRegistration').ele(NS.ram, 'ram:ID', { schemeID: 'VA' }).txt(invoice.seller.vatNumber);
  const buyer = node.ele(NS.ram, 'ram:BuyerTradeParty');
  buyer.ele(NS.ram, 'ram:Name').txt(invoice.buyer.name);
  if (invoice.buyer.siren) buyer.ele(NS.ram, 'ram:SpecifiedLegalOrganization').ele(NS.ram, 'ram:ID', { schemeID: '0002' }).txt(invoice.buyer.siren);
  address(buyer, invoice.buyer.address);
  if (invoice.buyer.vatNumber) buyer.ele(NS.ram, 'ram:SpecifiedTaxRegistration').ele(NS.ram, 'ram:ID', { schemeID: 'VA' }).txt(invoice.buyer.vatNumber);
  if (invoice.purchaseOrder) node.ele(NS.ram, 'ram:BuyerOrderReferencedDocument').ele(NS.ram, 'ram:IssuerAssignedID').txt(invoice.purchaseOrder);
}

function delivery(transaction: XMLBuilder, invoice: EInvoice): void {
  const node = transaction.ele(NS.ram, 'ram:ApplicableHeaderTradeDelivery');
  if (invoice.delivery) {
    const shipTo = node.ele(NS.ram, 'ram:ShipToTradeParty');
    shipTo.ele(NS.ram, 'ram:Name').txt(invoice.delivery.name);
    address(shipTo, invoice.delivery.address);
  }
  dateTime(node.ele(NS.ram, 'ram:ActualDeliverySupplyChainEvent'), 'ram:OccurrenceDateTime', invoice.deliveryDate);
}

function settlement(transaction: XMLBuilder, invoice: EInvoice): void {
  const { totals } = invoice;
  const node = transaction.ele(NS.ram, 'ram:ApplicableHeaderTradeSettlement');
  node.ele(NS.ram, 'ram:InvoiceCurrencyCode').txt('EUR');
  // 58: SEPA credit transfer, to the seller's IBAN.
  const means = node.ele(NS.ram, 'ram:SpecifiedTradeSettlementPaymentMeans');
  means.ele(NS.ram, 'ram:TypeCode').txt('58');
  means.ele(NS.ram, 'ram:PayeePartyCreditorFinancialAccount').ele(NS.ram, 'ram:IBANID').txt(invoice.seller.iban);
  const vat = node.ele(NS.ram, 'ram:ApplicableTradeTax');
  vat.ele(NS.ram, 'ram:CalculatedAmount').txt(xmlAmount(totals.vatCents));
  vat.ele(NS.ram, 'ram:TypeCode').txt('VAT');
  vat.ele(NS.ram, 'ram:BasisAmount').txt(xmlAmount(totals.taxableCents));
  vat.ele(NS.ram, 'ram:CategoryCode').txt('S');
  // 5: VAT due on the invoice's date (delivery of goods).
  vat.ele(NS.ram, 'ram:DueDateTypeCode').txt('5');
  vat.ele(NS.ram, 'ram:RateApplicablePercent').txt(String(invoice.vatPercent));
  const charge = node.ele(NS.ram, 'ram:SpecifiedTradeAllowanceCharge');
  charge.ele(NS.ram, 'ram:ChargeIndicator').ele(NS.udt, 'udt:Indicator').txt('true');
  charge.ele(NS.ram, 'ram:CalculationPercent').txt(String(invoice.charge.percent));
  charge.ele(NS.ram, 'ram:BasisAmount').txt(xmlAmount(invoice.charge.basisCents));
  charge.ele(NS.ram, 'ram:ActualAmount').txt(xmlAmount(invoice.charge.amountCents));
  charge.ele(NS.ram, 'ram:Reason').txt(invoice.charge.reason);
  vatCategory(charge, invoice, 'ram:CategoryTradeTax');
  const terms = node.ele(NS.ram, 'ram:SpecifiedTradePaymentTerms');
  terms.ele(NS.ram, 'ram:Description').txt(invoice.paymentTerms);
  if (invoice.dueDate) dateTime(terms, 'ram:DueDateDateTime', invoice.dueDate);
  const sums = node.ele(NS.ram, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  sums.ele(NS.ram, 'ram:LineTotalAmount').txt(xmlAmount(totals.totalHTCents));
  sums.ele(NS.ram, 'ram:ChargeTotalAmount').txt(xmlAmount(totals.contributionCents));
  sums.ele(NS.ram, 'ram:AllowanceTotalAmount').txt(xmlAmount(0));
  sums.ele(NS.ram, 'ram:TaxBasisTotalAmount').txt(xmlAmount(totals.taxableCents));
  sums.ele(NS.ram, 'ram:TaxTotalAmount', { currencyID: 'EUR' }).txt(xmlAmount(totals.vatCents));
  sums.ele(NS.ram, 'ram:GrandTotalAmount').txt(xmlAmount(totals.totalTTCCents));
  sums.ele(NS.ram, 'ram:TotalPrepaidAmount').txt(xmlAmount(totals.paidCents));
  sums.ele(NS.ram, 'ram:DuePayableAmount').txt(xmlAmount(totals.dueCents));
  if (invoice.precedingInvoice) {
    const preceding = node.ele(NS.ram, 'ram:InvoiceReferencedDocument');
    preceding.ele(NS.ram, 'ram:IssuerAssignedID').txt(invoice.precedingInvoice.number);
    preceding.ele(NS.ram, 'ram:FormattedIssueDateTime').ele(NS.qdt, 'qdt:DateTimeString', { format: '102' }).txt(date102(invoice.precedingInvoice.issueDate));
  }
}

/** The e-invoice as CII XML, UTF-8, ready to embed as `factur-x.xml`. */
export function ciiXml(invoice: EInvoice): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.rsm, 'rsm:CrossIndustryInvoice', {
    'xmlns:rsm': NS.rsm,
    'xmlns:ram': NS.ram,
    'xmlns:udt': NS.udt,
    'xmlns:qdt': NS.qdt,
  });
  root.ele(NS.rsm, 'rsm:ExchangedDocumentContext').ele(NS.ram, 'ram:GuidelineSpecifiedDocumentContextParameter').ele(NS.ram, 'ram:ID').txt(EN16931_GUIDELINE);
  const document = root.ele(NS.rsm, 'rsm:ExchangedDocument');
  document.ele(NS.ram, 'ram:ID').txt(invoice.number);
  document.ele(NS.ram, 'ram:TypeCode').txt(invoice.typeCode);
  dateTime(document, 'ram:IssueDateTime', invoice.issueDate);
  for (const note of invoice.notes) {
    const included = document.ele(NS.ram, 'ram:IncludedNote');
    included.ele(NS.ram, 'ram:Content').txt(note.text);
    included.ele(NS.ram, 'ram:SubjectCode').txt(note.subject);
  }
  const transaction = root.ele(NS.rsm, 'rsm:SupplyChainTradeTransaction');
  lines(transaction, invoice);
  agreement(transaction, invoice);
  delivery(transaction, invoice);
  settlement(transaction, invoice);
  return root.end({ prettyPrint: true });
}
