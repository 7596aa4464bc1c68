import express from 'express';
import type { RequestHandler } from 'express';
import * as v from 'valibot';
import {
  addToCart,
  checkQuickOrder,
  parseQuickOrderText,
  QUICK_ORDER_FILE_MAX_BYTES,
  QUICK_ORDER_MAX_CHARS,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MESSAGES,
  QuickOrderAddedSchema,
  QuickOrderCheckSchema,
  quickOrderLineCount,
  QUANTITY_MAX,
  TEXT_LIMITS,
} from '@otech/domain';
import type { Client, QuickOrderCheck, QuickOrderRow } from '@otech/domain';
import { route } from '../http/route.ts';
import type { BodyInput, NoInput } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import { LIMIT_MESSAGES, PER_CUSTOMER_LIMITS } from '../http/limits.ts';
import type { Database } from '../db/database.ts';
import { termsOfClient } from '../db/priceTerms.ts';
import { quickOrderCatalogue } from '../quickOrder/quickOrderCatalogue.ts';
import { QUICK_ORDER_FILE_MESSAGES, quickOrderRowsOfFile } from '../quickOrder/quickOrderFile.ts';
import { saveCart } from '../records/carts.ts';

/* "Commande rapide" (issue 22): pasted lines or a file checked against the catalogue at the customer's prices, then added to the cart in one write. */

const PasteSchema = v.object({
  text: v.pipe(
    v.string(),
    v.maxLength(QUICK_ORDER_MAX_CHARS, `${QUICK_ORDER_MAX_CHARS} caractères au plus`),
    v.check((text) => quickOrderLineCount(text) > 0, QUICK_ORDER_MESSAGES.empty),
    v.check((text) => quickOrderLineCount(text) <= QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES.tooManyLines(QUICK_ORDER_MAX_LINES)),
  ),
});

/** The rows to add, as the check answered them: the API checks them again, the catalogue may have moved since. */
const AddSchema = v.object({
  rows: v.pipe(
    v.array(
      v.object({
        line: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
        code: v.pipe(v.string(), v.trim(), v.maxLength(TEXT_LIMITS.line)),
        quantity: v.pipe(v.string(), v.trim(), v.maxLength(String(QUANTITY_MAX).length + 10)),
      }),
    ),
    v.minLength(1, QUICK_ORDER_MESSAGES.empty),
    v.maxLength(QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES.tooManyLines(QUICK_ORDER_MAX_LINES)),
  ),
});

async function check(db: Database, client: Client, rows: readonly QuickOrderRow[]): Promise<QuickOrderCheck> {
  const [{ terms }, catalogue] = await Promise.all([termsOfClient(db, client), quickOrderCatalogue(db, rows)]);
  return checkQuickOrder(rows, catalogue, terms);
}

function checkPaste({ req, ctx, body }: BodyInput<typeof PasteSchema>) {
  return check(ctx.db, ctx.customerOf(req), parseQuickOrderText(body.text));
}

async function checkFile({ req, ctx }: NoInput) {
  const sent: unknown = req.body;
  return check(ctx.db, ctx.customerOf(req), await quickOrderRowsOfFile(Buffer.isBuffer(sent) ? sent : Buffer.alloc(0)));
}

/** The valid rows go into the cart in one transaction; refused ones (the catalogue moved since the check) are answered, not added. */
async function addRows({ req, ctx, body }: BodyInput<typeof AddSchema>) {
  const client = ctx.customerOf(req);
  const checked = await check(ctx.db, client, body.rows);
  const valid = checked.lines.flatMap((line) => {
    const product = line.status === 'valid' ? ctx.db.products.byId(line.product.id) : undefined;
    return product && line.status === 'valid' ? [{ product, quantity: line.quantity }] : [];
  });
  if (valid.length === 0) throw new HttpError(409, QUICK_ORDER_MESSAGES.nothingValid);
  const now = new Date();
  const cart = await saveCart(ctx.db, client, (items) => {
    const next = valid.reduce<typeof items>((kept, line) => addToCart(kept, line.product, line.quantity, now), items);
    // The room is checked on the lines as held by the write, as a single add does.
    if (next.length > PER_CUSTOMER_LIMITS.cartLines && next.length > items.length) throw new HttpError(409, LIMIT_MESSAGES.cartLines);
    return next;
  });
  return { cart, added: valid.length, message: QUICK_ORDER_MESSAGES.added(valid.length), check: checked };
}

const fileBody = express.raw({ type: () => true, limit: QUICK_ORDER_FILE_MAX_BYTES });

/** The file's bytes as the body; one over the limit is refused naming the limit. */
const readFile: RequestHandler = (req, res, next) =>
  fileBody(req, res, (error?: unknown) => next((error as { type?: string } | undefined)?.type === 'entity.too.large' ? new HttpError(413, QUICK_ORDER_FILE_MESSAGES.tooLarge) : error));

export const quickOrderRoutes = [
  route({
    method: 'post',
    path: '/quick-order/check',
    auth: 'customer',
    impersonated: false,
    summary: 'Checks pasted lines "reference or EAN ; quantity": each valid one at the caller\'s price, each refused one with its reason in French',
    body: PasteSchema,
    answer: QuickOrderCheckSchema,
    handle: checkPaste,
  }),
  route({
    method: 'post',
    path: '/quick-order/check-file',
    auth: 'customer',
    impersonated: false,
    summary: 'The same check for a CSV or XLSX file whose first two columns are the reference or EAN and the quantity (1 MB at most)',
    upload: 'application/octet-stream',
    before: () => [readFile],
    answer: QuickOrderCheckSchema,
    handle: checkFile,
  }),
  route({
    method: 'post',
    path: '/quick-order/add',
    auth: 'customer',
    impersonated: { action: 'commande rapide ajoutée au panier' },
    summary: "Checks the rows again and adds the valid ones to the caller's cart in one transaction",
    body: AddSchema,
    answer: QuickOrderAddedSchema,
    handle: addRows,
  }),
];
