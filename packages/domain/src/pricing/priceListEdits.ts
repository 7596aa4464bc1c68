import * as v from 'valibot';
import { PRICE_LIST_IDS } from './priceLists.ts';
import { ContractPricesSchema, PriceListSchema } from './priceListSchemas.ts';
import type { ContractPrice, PriceList } from './priceListSchemas.ts';

/* What staff send from /admin/tarifs (issue 21), checked before anything is stored. */

/** A list's whole content, sent in place of the stored one (its id is the address's). */
export const PriceListContentSchema = v.omit(PriceListSchema, ['id']);
export type PriceListContent = v.InferOutput<typeof PriceListContentSchema>;

/** A client's contract prices, all of them, sent in place of the stored ones. */
export const ContractPricesBodySchema = v.object({ contractPrices: ContractPricesSchema });

/** Moving a client to another list. */
export const ClientPriceListSchema = v.object({
  listId: v.picklist(PRICE_LIST_IDS, `Grille inconnue : ${PRICE_LIST_IDS.join(', ')} attendue`),
});

/** Exempting a client from the wholesaler clause, or no longer. */
export const ReviewExemptionSchema = v.object({ exempt: v.boolean('Oui ou non attendu') });

/** The message of a price naming a product the catalogue does not have. */
export const unknownReferenceMessage = (reference: string) => `Référence inconnue : ${reference}`;

/** Each product reference of a list's net prices and product breaks, or of contract prices, that the catalogue lacks, once each. */
export function unknownReferences(entries: Pick<PriceList, 'netPrices' | 'breaks'> | { contractPrices: readonly ContractPrice[] }, exists: (productId: string) => boolean): string[] {
  const referenced =
    'contractPrices' in entries
      ? entries.contractPrices.map((entry) => entry.productId)
      : [...entries.netPrices.map((entry) => entry.productId), ...entries.breaks.flatMap((entry) => (entry.scope === 'product' ? [entry.productId] : []))];
  return [...new Set(referenced)].filter((productId) => !exists(productId));
}

/** Entries of the same scope (or product) twice, which a list cannot hold: the second would silently win. */
export function duplicateEntries(content: PriceListContent): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  const keyOf = (entry: { scope?: string; category?: string; brand?: string; productId?: string }) => `${entry.scope ?? 'product'}:${entry.category ?? entry.brand ?? entry.productId ?? ''}`;
  const keys = [
    ...content.rules.map((rule) => `règle ${keyOf(rule)}`),
    ...content.netPrices.map((net) => `prix net ${net.productId}`),
    ...content.breaks.map((entry) => `palier ${keyOf(entry)} dès ${entry.minQuantity}`),
  ];
  for (const key of keys) {
    if (seen.has(key)) repeated.push(key);
    seen.add(key);
  }
  return repeated;
}
