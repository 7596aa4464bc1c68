import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { count, flag, recordId, requiredText, text } from '../schemas/fields.ts';
import { PRICE_LIST_IDS } from './priceLists.ts';
import { cents, ContractPricesSchema, PriceListSchema } from './priceListSchemas.ts';

/* What /admin/tarifs reads from the API (issue 21): each answer's one schema, parsed by the shop. */

const listId = v.picklist(PRICE_LIST_IDS);

/** A list in the overview: how many rules, net prices, breaks and clients it has. */
export const PriceListSummarySchema = v.object({ id: listId, name: requiredText, rules: count, netPrices: count, breaks: count, clients: count });
export type PriceListSummary = v.InferOutput<typeof PriceListSummarySchema>;
export const PriceListSummariesSchema = v.object({ lists: v.array(PriceListSummarySchema) });

/** A client on a list: pinned when staff (or the review) put it there rather than its famille. */
export const ClientOnListSchema = v.object({ id: recordId, societe: text, pseudo: text, famille: text, listId, pinned: flag, exempt: flag });
export type ClientOnList = v.InferOutput<typeof ClientOnListSchema>;

/** One list whole, with its clients. */
export const PriceListDetailSchema = v.object({ list: PriceListSchema, clients: v.array(ClientOnListSchema) });
export type PriceListDetail = v.InferOutput<typeof PriceListDetailSchema>;

/** A client moved to a list, and a client exempted from the wholesaler clause or no longer. */
export const ClientMovedSchema = v.object({ clientId: recordId, listId });
export const ClientExemptionSchema = v.object({ clientId: recordId, exempt: flag });

export const ContractPricesAnswerSchema = v.object({ contractPrices: ContractPricesSchema });

/** The preview "prix pour ce client": what the client pays for one unit and at each break, and why. */
export const PricePreviewSchema = v.object({
  client: v.object({ id: recordId, societe: text, listId, listName: requiredText }),
  product: v.object({ id: requiredText, name: text }),
  unitPriceCents: cents,
  publicPriceCents: cents,
  source: v.picklist(['contract', 'net', 'rule', 'public']),
  breaks: v.array(v.object({ fromQuantity: count, unitPriceCents: cents })),
});
export type PricePreview = v.InferOutput<typeof PricePreviewSchema>;

/** A client number as typed: 1 to 10 digits, no leading zero. */
const CLIENT_NUMBER_MAX = 10;

/** The query of the preview. */
export const PricePreviewQuerySchema = v.object({
  clientId: v.pipe(v.string('Client attendu'), v.regex(/^[1-9]\d{0,9}$/, 'Client attendu'), v.transform(Number)),
  productId: v.pipe(v.string('Référence attendue'), v.trim(), v.nonEmpty('Référence attendue'), v.maxLength(TEXT_LIMITS.line, 'Référence trop longue')),
});

/** The preview's form on /admin/tarifs: what staff type, each field named when wrong, sent as the query. */
export const PricePreviewFormSchema = v.object({
  clientId: v.pipe(
    v.string(),
    v.maxLength(CLIENT_NUMBER_MAX, `${CLIENT_NUMBER_MAX} chiffres au plus`),
    v.trim(),
    v.nonEmpty('N° client requis'),
    // Blank is named once, by nonEmpty.
    v.regex(/^(|[1-9]\d*)$/, 'N° client : un nombre entier, sans zéro devant'),
  ),
  productId: v.pipe(v.string(), v.maxLength(TEXT_LIMITS.line, `${TEXT_LIMITS.line} caractères au plus`), v.trim(), v.nonEmpty('Référence requise')),
});
export type PricePreviewForm = v.InferOutput<typeof PricePreviewFormSchema>;

/** The answer of a wholesaler review: who moves, stays or is exempt, with their figure. */
export const ReviewResultSchema = v.object({
  month: requiredText,
  period: v.object({ from: requiredText, to: requiredText }),
  lines: v.array(v.object({ clientId: recordId, name: text, averageMonthlyCents: cents, outcome: v.picklist(['moves', 'stays', 'exempt']) })),
  applied: flag,
});
export type ReviewResult = v.InferOutput<typeof ReviewResultSchema>;

/** Running the review from /admin/tarifs: a dry run lists who would move. */
export const ReviewRunSchema = v.object({ dryRun: v.boolean('Oui ou non attendu') });

/** The lines of a price list CSV sent to the running shop (`otech import prices`), with the import's options. */
export const PriceCsvImportSchema = v.object({
  rows: v.pipe(
    v.array(v.object({ line: count, cells: v.record(v.string(), v.pipe(v.string(), v.maxLength(255, '255 caractères au plus'))) })),
    v.maxLength(30_000, '30 000 lignes au plus'),
  ),
  dryRun: v.boolean(),
  forceValidRows: v.boolean(),
});

/** Its report: each bad line, how many were read, and whether the list was written. */
export const PriceCsvReportSchema = v.object({
  validLines: count,
  issues: v.array(v.object({ line: count, column: requiredText, reason: requiredText })),
  written: flag,
});
export type PriceCsvReport = v.InferOutput<typeof PriceCsvReportSchema>;
