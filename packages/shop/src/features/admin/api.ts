import * as v from 'valibot';
import type { ClientTerms } from '@otech/domain';
import { InvitationSentSchema } from '@otech/domain';
import {
  AdminClientActivitySchema,
  AdminClientSchema,
  AdminLoginResponseSchema,
  AdminStatsSchema,
  CatalogueImportResultSchema,
  ClientListSchema,
  ClientTermsSchema,
  CreditInUseSchema,
  FactureSchema,
  OverdueInvoicePageSchema,
  ReminderSchema,
  successResponseSchema,
  PublicClientSchema,
  PublicAdminSchema,
  AuditEntrySchema,
  AuditPeopleSchema,
  ImpersonationResponseSchema,
  NomenclaturePartSchema,
  NomenclatureViewSchema,
  ReferencementRowSchema,
  ReferencementSchema,
  OrderSchema,
  pagedResultSchema,
  AdminProductPageSchema,
  ProductSchema,
  type NewProduct,
  type ProductEdit,
  type StockEdit,
  type AdminLoginValues,
  type AdminOrderFilter,
  type Facture,
  type FacturePaiement,
  type NomenclatureInput,
  type ReferencementInput,
  type ReferencementTarget,
  type OrderStatusUpdate,
  type PublicClient,
  type StaffCreateValues,
  type StaffRole,
  type InvoicesExportQuery,
  type AuditKind,
  type PasswordChangeValues,
} from '@otech/domain';
import type { ColumnMapping } from '@otech/domain/catalogue-import';
import type { PhotoView } from '@otech/domain';
import { ApiError, apiFile, apiRequest } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';

const admin = { session: 'admin' } as const;
const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

export function adminLogin(values: AdminLoginValues) {
  return apiRequest('/admin/login', AdminLoginResponseSchema, { method: 'POST', body: values });
}

export function fetchAdminStats(signal?: AbortSignal) {
  return apiRequest('/admin/stats', AdminStatsSchema, { ...admin, signal });
}

export function searchAdminClients(search: string, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/clients', pagedResultSchema(AdminClientSchema), { ...admin, signal, query: { search, page } });
}

/** What /admin/orders asks the API for: the filter, and the sort (`-montant`). */
export type OrderListRequest = AdminOrderFilter & { sort: string };

export function fetchAdminOrders(request: OrderListRequest, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/orders', pagedResultSchema(OrderSchema), { ...admin, signal, query: { ...request, page } });
}

/** The answer, or null when the API says there is no such record (404). */
async function unlessNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One order, or null when no order has this id. */
export function fetchAdminOrder(id: string, signal?: AbortSignal) {
  return unlessNotFound(apiRequest(orderPath(id), OrderSchema, { ...admin, signal }));
}

export function updateAdminOrder(id: string, update: OrderStatusUpdate) {
  return apiRequest(orderPath(id), OrderSchema, { ...admin, method: 'PATCH', body: update });
}

/** A customer session on the client's account, opened by the signed-in administrator. */
export function impersonateClient(clientId: string) {
  return apiRequest(`/admin/impersonate/${encodeURIComponent(clientId)}`, ImpersonationResponseSchema, { ...admin, method: 'POST' });
}

/** What /admin/clients asks the API for: the filter as the URL holds it, and the sort (`-creation`). */
export type ClientListRequest = Readonly<Record<'search' | 'compte' | 'from' | 'to' | 'sort', string>>;

/** A page of client accounts for /admin/clients, searched, filtered and sorted by the API. */
export function fetchClientList(request: ClientListRequest, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/comptes-clients', pagedResultSchema(PublicClientSchema), { ...admin, signal, query: { ...request, page } });
}

/** Saves a client account whole, as PUT /clients/{id} takes it (the server keeps id and dates). */
export function saveClientAccount(client: PublicClient) {
  return apiRequest(`/clients/${client.id}`, PublicClientSchema, { ...admin, method: 'PUT', body: client });
}

const facturePath = (id: string) => `/factures/${encodeURIComponent(id)}`;
const oneFacture = successResponseSchema(FactureSchema);

/** What /admin/factures asks the API for: its filters and sort (issue 27). */
export interface InvoiceListRequest {
  search: string;
  statut: string;
  from: string;
  to: string;
  sort: string;
}

/** A page of every invoice, searched, filtered and sorted by the API, each with its status as of today. */
export function fetchAdminInvoices(request: InvoiceListRequest, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/factures', pagedResultSchema(FactureSchema), { ...admin, signal, query: { ...request, page } });
}

export function recordInvoicePayment(id: string, payment: FacturePaiement) {
  return apiRequest(`${facturePath(id)}/paiements`, oneFacture, { ...admin, method: 'POST', body: payment });
}

export function markInvoiceSent(id: string) {
  return apiRequest(facturePath(id), oneFacture, { ...admin, method: 'PUT', body: { statut: 'envoyee' } });
}

/** Saves the invoice's PDF under its number. */
export async function downloadAdminInvoicePdf(invoice: Pick<Facture, 'id' | 'numero_facture'>) {
  saveFile(await apiFile(`/admin/factures/${encodeURIComponent(invoice.id)}/pdf`, admin), `facture_${invoice.numero_facture}.pdf`);
}

/** The accountant's export of a period (issue 24): sales journal, FEC file or Factur-X zip, saved under the server's name. */
export async function downloadInvoicesExport(query: InvoicesExportQuery) {
  const search = new URLSearchParams({ from: query.from, to: query.to, format: query.format });
  const extension = { csv: 'csv', fec: 'txt', zip: 'zip' }[query.format];
  saveFile(await apiFile(`/admin/exports/invoices?${search.toString()}`, admin), `export-factures_${query.from}_${query.to}.${extension}`);
}

/** What /admin/relances asks the API for: the filter as the URL holds it, and the sort (`-reste`). */
export type ReminderListRequest = Readonly<Record<'search' | 'from' | 'to' | 'sort', string>>;

/** A page of the overdue invoices for /admin/relances, searched, filtered by due day and sorted by the API. */
export function fetchOverdueInvoices(request: ReminderListRequest, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/relances', OverdueInvoicePageSchema, { ...admin, signal, query: { ...request, page } });
}

/** Sends the invoice's next reminder: recorded, and a notification for its customer. */
export function sendReminder(factureId: string) {
  return apiRequest('/admin/relances', ReminderSchema, { ...admin, method: 'POST', body: { factureId } });
}

/** What /admin/catalogue asks the API for: the filter as the URL holds it, and the sort (`-prix`). */
export type ProductListRequest = Readonly<Record<'search' | 'rayon' | 'sort', string>>;

/** A page of the products for /admin/catalogue, searched, filtered by rayon and sorted by the API. */
export function fetchAdminProducts(request: ProductListRequest, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/products', AdminProductPageSchema, { ...admin, signal, query: { ...request, page } });
}

/** Saves one product's edited fields (name, description, rayon, EAN, price, stock, promotion). */
export function saveAdminProduct(id: string, edit: ProductEdit) {
  return apiRequest(`/admin/products/${encodeURIComponent(id)}`, ProductSchema, { ...admin, method: 'PUT', body: edit });
}

/** Sets a product's stock alone (Logistique's count, stock.edit); the API audits it. */
export function setAdminProductStock(id: string, stock: StockEdit['stock']) {
  return apiRequest(`/admin/products/${encodeURIComponent(id)}/stock`, ProductSchema, { ...admin, method: 'PUT', body: { stock } });
}

/** Replaces one view of a product's photos with an image file; the API checks its content. */
export function uploadAdminProductPhoto(id: string, view: PhotoView, file: File) {
  return apiRequest(`/admin/products/${encodeURIComponent(id)}/photos/${view}`, ProductSchema, { ...admin, method: 'PUT', body: file });
}

export function removeAdminProductPhoto(id: string, view: PhotoView) {
  return apiRequest(`/admin/products/${encodeURIComponent(id)}/photos/${view}`, ProductSchema, { ...admin, method: 'DELETE' });
}

/**
 * Sends a CSV to the product import: a dry run, or with `apply` the import written (all or
 * nothing), its columns read with the mapping file's JSON when it maps anything.
 */
export function importCatalogueCsv(file: File, apply: boolean, mapping: ColumnMapping) {
  const mapped = Object.keys(mapping).length > 0 ? JSON.stringify(mapping) : undefined;
  return apiRequest('/admin/catalogue/import', CatalogueImportResultSchema, { ...admin, method: 'POST', body: file, query: { file: file.name, apply, mapping: mapped } });
}

/** The registrations awaiting validation (/admin/ouvertures), the one waiting longest first. */
export async function fetchPendingOpenings(signal?: AbortSignal) {
  return (await apiRequest('/admin/ouvertures', ClientListSchema, { ...admin, signal })).clients;
}

/** Validates ('validation') or refuses ('refus') a registration. */
export function decideOpening(clientId: number, decision: 'validation' | 'refus') {
  return apiRequest(`/admin/ouvertures/${clientId}/${decision}`, PublicClientSchema, { ...admin, method: 'POST' });
}

/** A client's account with its orders and invoices, or null when no client has this id. */
export function fetchClientActivity(clientId: string, signal?: AbortSignal) {
  return unlessNotFound(apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/activity`, AdminClientActivitySchema, { ...admin, signal }));
}

/** Deletes a client account: the server anonymises it and keeps its orders and invoices. */
export function deleteClientAccount(clientId: number) {
  return apiRequest(`/clients/${clientId}`, v.null(), { ...admin, method: 'DELETE' });
}

/** Every bill of materials with its cost roll-up (/admin/nomenclatures). */
export function fetchNomenclatures(signal?: AbortSignal) {
  return apiRequest('/admin/nomenclatures', v.array(NomenclatureViewSchema), { ...admin, signal });
}

/** The catalogue's name and price HT of the references typed in a bill's lines, before it is saved. */
export function fetchNomenclatureParts(references: string[], signal?: AbortSignal) {
  return apiRequest('/admin/nomenclatures/parts', v.array(NomenclaturePartSchema), { ...admin, method: 'POST', body: { references }, signal });
}

export function saveNomenclature(id: string, input: NomenclatureInput) {
  return apiRequest(`/admin/nomenclatures/${encodeURIComponent(id)}`, NomenclatureViewSchema, { ...admin, method: 'PUT', body: input });
}

export function createNomenclature(input: NomenclatureInput) {
  return apiRequest('/admin/nomenclatures', NomenclatureViewSchema, { ...admin, method: 'POST', body: input });
}

export function deleteNomenclature(id: string) {
  return apiRequest(`/admin/nomenclatures/${encodeURIComponent(id)}`, v.null(), { ...admin, method: 'DELETE' });
}

/** The SEO entries of one kind of page (/admin/referencement), searched and paged by the API. */
export function fetchReferencement(cible: ReferencementTarget, search: string, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/referencement', pagedResultSchema(ReferencementRowSchema), { ...admin, signal, query: { cible, search, page } });
}

export function saveReferencement(cible: ReferencementTarget, cle: string, input: ReferencementInput) {
  return apiRequest(`/admin/referencement/${cible}/${encodeURIComponent(cle)}`, ReferencementSchema, { ...admin, method: 'PUT', body: input });
}

/** The signed-in member with the role and permissions the API gives them now. */
export function fetchSignedInStaff(signal?: AbortSignal) {
  return apiRequest('/admin/me', PublicAdminSchema, { ...admin, signal });
}

/** The team (/admin/equipe, issue 23), by name. */
export function fetchStaff(signal?: AbortSignal) {
  return apiRequest('/admin/staff', v.array(PublicAdminSchema), { ...admin, signal });
}

export function addStaffMember(member: StaffCreateValues) {
  return apiRequest('/admin/staff', PublicAdminSchema, { ...admin, method: 'POST', body: member });
}

export function changeStaffMember(id: string, change: { role: StaffRole } | { active: boolean }) {
  return apiRequest(`/admin/staff/${encodeURIComponent(id)}`, PublicAdminSchema, { ...admin, method: 'PATCH', body: change });
}

/** A client's payment terms, credit limit and price list (issue 21), which staff alone set. */
export function fetchClientTerms(clientId: string, signal?: AbortSignal) {
  return apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/terms`, ClientTermsSchema, { session: 'admin', signal });
}

/** Validates an order held on credit (issue 22): confirmed, its stock taken, the customer told by e-mail. */
export function validateHeldOrder(orderId: string) {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/validate`, v.object({ id: v.string(), status: v.string() }), { method: 'POST', session: 'admin' });
}

/** A client's credit in use against their limit (issue 21). */
export function fetchClientCredit(clientId: string, signal?: AbortSignal) {
  return apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/credit`, CreditInUseSchema, { session: 'admin', signal });
}

/** "Envoyer une invitation": a client without a password gets the e-mail with a single-use link (issue 20). */
export function sendClientInvitation(clientId: string) {
  return apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/invitation`, InvitationSentSchema, { session: 'admin', method: 'POST' });
}

export function saveClientTerms(clientId: string, terms: ClientTerms) {
  return apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/terms`, ClientTermsSchema, { session: 'admin', method: 'PUT', body: terms });
}

/** What the journal asks the API for: its filters, sort and page (issue 23). */
export interface JournalRequest {
  staffId?: string | undefined;
  kind?: AuditKind | undefined;
  recordId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: string;
}

/** A page of the audit trail (/admin/journal), filtered and sorted by the API. */
export function fetchJournal(request: JournalRequest, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/journal', pagedResultSchema(AuditEntrySchema), { ...admin, signal, query: { ...request, page } });
}

/** The staff the journal names, for its "Par" filter. */
export function fetchJournalPeople(signal?: AbortSignal) {
  return apiRequest('/admin/journal/people', AuditPeopleSchema, { ...admin, signal });
}

/** The signed-in member's own password; answers the token their session goes on with. */
export function changeOwnPassword(values: PasswordChangeValues) {
  return apiRequest('/admin/me/password', v.object({ token: v.string(), expiresAt: v.string() }), { ...admin, method: 'POST', body: values });
}

/** "Nouveau produit" (issue 23): created with its reference as id; 409 when the reference is taken. */
export function createAdminProduct(product: NewProduct) {
  return apiRequest('/admin/products', ProductSchema, { ...admin, method: 'POST', body: product });
}

/** Puts an archived product back in the catalogue (« Restaurer »). */
export function restoreAdminProduct(id: string) {
  return apiRequest(`/admin/products/${encodeURIComponent(id)}/restore`, v.null(), { ...admin, method: 'POST' });
}

/** Archives a product: out of the catalogue, kept on past orders and invoices. */
export function archiveAdminProduct(id: string) {
  return apiRequest(`/admin/products/${encodeURIComponent(id)}/archive`, v.null(), { ...admin, method: 'POST' });
}
