import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ReferencementTarget } from '@otech/domain';
import {
  fetchAdminInvoices,
  fetchAdminOrder,
  fetchAdminOrders,
  fetchAdminProducts,
  fetchAdminStats,
  fetchClientList,
  fetchClientActivity,
  fetchClientTerms,
  fetchClientCredit,
  fetchNomenclatureParts,
  fetchNomenclatures,
  fetchOverdueInvoices,
  fetchPendingOpenings,
  fetchReferencement,
  fetchSignedInStaff,
  fetchStaff,
  fetchJournal,
  fetchJournalPeople,
  type JournalRequest,
  type ClientListRequest,
  type OrderListRequest,
  type InvoiceListRequest,
  searchAdminClients,
  type ProductListRequest,
  type ReminderListRequest,
} from './api.ts';

/** Every cached query of the administration, under one key prefix. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  clients: (search: string, page: number) => [...adminKeys.all, 'clients', search, page] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (request: OrderListRequest, page: number) => [...adminKeys.orders(), 'list', request, page] as const,
  order: (id: string) => [...adminKeys.orders(), 'one', id] as const,
  accounts: () => [...adminKeys.all, 'accounts'] as const,
  accountList: (request: ClientListRequest, page: number) => [...adminKeys.accounts(), 'list', request, page] as const,
  /** Invoices and reminders: a payment changes both lists. */
  billing: () => [...adminKeys.all, 'billing'] as const,
  invoices: (request: InvoiceListRequest, page: number) => [...adminKeys.billing(), 'invoices', request, page] as const,
  overdue: () => [...adminKeys.billing(), 'overdue'] as const,
  overdueList: (request: ReminderListRequest, page: number) => [...adminKeys.overdue(), request, page] as const,
  products: (request: ProductListRequest, page: number) => [...adminKeys.all, 'products', request, page] as const,
  accountActivity: (clientId: string) => [...adminKeys.accounts(), 'activity', clientId] as const,
  openings: () => [...adminKeys.all, 'openings'] as const,
  nomenclatures: () => [...adminKeys.all, 'nomenclatures'] as const,
  referencement: () => [...adminKeys.all, 'referencement'] as const,
  referencementList: (cible: ReferencementTarget, search: string, page: number) => [...adminKeys.referencement(), cible, search, page] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  /** The signed-in member, read again on each page they open (its path). */
  me: (pathname: string) => [...adminKeys.all, 'me', pathname] as const,
  journal: (request: JournalRequest, page: number) => [...adminKeys.all, 'journal', request, page] as const,
  journalPeople: () => [...adminKeys.all, 'journal', 'people'] as const,
};

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => fetchAdminStats(signal) });

export const adminClientsQuery = (search: string, page: number) =>
  queryOptions({ queryKey: adminKeys.clients(search, page), queryFn: ({ signal }) => searchAdminClients(search, page, signal), placeholderData: keepPreviousData });

export const adminOrdersQuery = (request: OrderListRequest, page: number) =>
  queryOptions({
    queryKey: adminKeys.orderList(request, page),
    queryFn: ({ signal }) => fetchAdminOrders(request, page, signal),
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.order(id), queryFn: ({ signal }) => fetchAdminOrder(id, signal) });

export const clientListQuery = (request: ClientListRequest, page: number) =>
  queryOptions({ queryKey: adminKeys.accountList(request, page), queryFn: ({ signal }) => fetchClientList(request, page, signal), placeholderData: keepPreviousData });

export const adminInvoicesQuery = (request: InvoiceListRequest, page: number) =>
  queryOptions({ queryKey: adminKeys.invoices(request, page), queryFn: ({ signal }) => fetchAdminInvoices(request, page, signal), placeholderData: keepPreviousData });

export const overdueInvoicesQuery = (request: ReminderListRequest, page: number) =>
  queryOptions({ queryKey: adminKeys.overdueList(request, page), queryFn: ({ signal }) => fetchOverdueInvoices(request, page, signal), placeholderData: keepPreviousData });

export const adminProductsQuery = (request: ProductListRequest, page: number) =>
  queryOptions({ queryKey: adminKeys.products(request, page), queryFn: ({ signal }) => fetchAdminProducts(request, page, signal), placeholderData: keepPreviousData });

export const pendingOpeningsQuery = () =>
  queryOptions({ queryKey: adminKeys.openings(), queryFn: ({ signal }) => fetchPendingOpenings(signal) });

export const clientActivityQuery = (clientId: string) =>
  queryOptions({ queryKey: adminKeys.accountActivity(clientId), queryFn: ({ signal }) => fetchClientActivity(clientId, signal) });

export const clientTermsQuery = (clientId: string) =>
  queryOptions({ queryKey: [...adminKeys.accountActivity(clientId), 'terms'] as const, queryFn: ({ signal }) => fetchClientTerms(clientId, signal) });

export const clientCreditQuery = (clientId: string) =>
  queryOptions({ queryKey: [...adminKeys.accountActivity(clientId), 'credit'] as const, queryFn: ({ signal }) => fetchClientCredit(clientId, signal) });

export const nomenclaturesQuery = () =>
  queryOptions({ queryKey: adminKeys.nomenclatures(), queryFn: ({ signal }) => fetchNomenclatures(signal) });

export const nomenclaturePartsQuery = (references: string[]) =>
  queryOptions({
    queryKey: [...adminKeys.nomenclatures(), 'parts', references] as const,
    queryFn: ({ signal }) => fetchNomenclatureParts(references, signal),
    enabled: references.length > 0,
    // The lines keep the prices they had while the next reference is looked up.
    placeholderData: keepPreviousData,
  });

export const referencementQuery = (cible: ReferencementTarget, search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referencementList(cible, search, page),
    queryFn: ({ signal }) => fetchReferencement(cible, search, page, signal),
    placeholderData: keepPreviousData,
  });

/**
 * Always read again, on each page and when the window comes back to the front: a new role shows at once (issue 23).
 * Nothing kept once the page is left (gcTime 0), so going back to a page never hands back its old answer, an old role.
 */
export const signedInStaffQuery = (pathname: string) =>
  queryOptions({ queryKey: adminKeys.me(pathname), queryFn: ({ signal }) => fetchSignedInStaff(signal), staleTime: 0, gcTime: 0, refetchOnWindowFocus: true });

export const staffQuery = () => queryOptions({ queryKey: adminKeys.staff(), queryFn: ({ signal }) => fetchStaff(signal) });

export const journalQuery = (request: JournalRequest, page: number) =>
  queryOptions({ queryKey: adminKeys.journal(request, page), queryFn: ({ signal }) => fetchJournal(request, page, signal), placeholderData: keepPreviousData });

export const journalPeopleQuery = () => queryOptions({ queryKey: adminKeys.journalPeople(), queryFn: ({ signal }) => fetchJournalPeople(signal) });
