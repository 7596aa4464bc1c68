import * as v from 'valibot';
import {
  ContractPricesAnswerSchema,
  PriceListDetailSchema,
  PriceListSchema,
  PriceListSummariesSchema,
  PricePreviewSchema,
  ReviewResultSchema,
} from '@otech/domain';
import type { ContractPrice, PriceListContent, PriceListId } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/* /admin/tarifs (issue 21): the price lists' calls, each answer parsed by its domain schema. */

const admin = { session: 'admin' } as const;

export function fetchPriceLists(signal?: AbortSignal) {
  return apiRequest('/admin/price-lists', PriceListSummariesSchema, { ...admin, signal });
}

export function fetchPriceList(id: PriceListId, signal?: AbortSignal) {
  return apiRequest(`/admin/price-lists/${id}`, PriceListDetailSchema, { ...admin, signal });
}

export function savePriceList(id: PriceListId, content: PriceListContent) {
  return apiRequest(`/admin/price-lists/${id}`, PriceListSchema, { ...admin, method: 'PUT', body: content });
}

export function moveClientToList(clientId: number, listId: PriceListId) {
  return apiRequest(`/admin/clients/${clientId}/price-list`, v.object({ clientId: v.number(), listId: v.string() }), { ...admin, method: 'PUT', body: { listId } });
}

export function setReviewExemption(clientId: number, exempt: boolean) {
  return apiRequest(`/admin/clients/${clientId}/price-review-exemption`, v.object({ clientId: v.number(), exempt: v.boolean() }), { ...admin, method: 'PUT', body: { exempt } });
}

export function fetchPricePreview(clientId: string, productId: string) {
  return apiRequest('/admin/price-preview', PricePreviewSchema, { ...admin, query: { clientId, productId } });
}

export function runWholesalerReview(dryRun: boolean) {
  return apiRequest('/admin/price-review', ReviewResultSchema, { ...admin, method: 'POST', body: { dryRun } });
}


export function fetchContractPrices(clientId: string, signal?: AbortSignal) {
  return apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/contract-prices`, ContractPricesAnswerSchema, { ...admin, signal });
}

export function saveContractPrices(clientId: string, contractPrices: ContractPrice[]) {
  return apiRequest(`/admin/clients/${encodeURIComponent(clientId)}/contract-prices`, ContractPricesAnswerSchema, { ...admin, method: 'PUT', body: { contractPrices } });
}
