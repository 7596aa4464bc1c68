import * as v from 'valibot';
import { paginate, pagedResultSchema, REFERENCEMENT_TARGETS, ReferencementInputSchema, ReferencementRowSchema, ReferencementSchema, TEXT_LIMITS } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { BodyInput, QueryInput } from '../../http/route.ts';
import { actorOf } from '../../db/auditTrail.ts';
import { referencementPage, referencementRows, saveReferencement, slugTaken } from '../../db/referencements.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { MAX_PAGE_SIZE, ONE_VALUE, wholeParam } from '../../http/query.ts';
import { REFERENCEMENT_MESSAGES } from '../../http/messages.ts';
import { isReferencementTarget } from '../../records/referencements.ts';

/** 20 pages of the list at a time, as the administration's other lists. */
const REFERENCEMENT_PAGE_SIZE = 20;

const ListQuerySchema = v.object({
  cible: v.optional(v.picklist(REFERENCEMENT_TARGETS, `Valeur attendue : ${REFERENCEMENT_TARGETS.join(', ')}`), 'produit'),
  search: v.optional(v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(TEXT_LIMITS.line)), ''),
  page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeParam(1, MAX_PAGE_SIZE, REFERENCEMENT_PAGE_SIZE),
});

async function list({ ctx, query }: QueryInput<typeof ListQuerySchema>) {
  return paginate(await referencementRows(ctx.db, query.cible, query.search), query.page, query.pageSize);
}

async function save({ req, ctx, body }: BodyInput<typeof ReferencementInputSchema>) {
  const cible = req.params['cible'];
  const cle = req.params['cle'] ?? '';
  if (!isReferencementTarget(cible) || !(await referencementPage(ctx.db, cible, cle))) throw notFound(REFERENCEMENT_MESSAGES.pageNotFound);
  const entry = { cible, cle, ...body };
  if (await slugTaken(ctx.db, entry)) throw new HttpError(409, REFERENCEMENT_MESSAGES.slugTaken, [{ path: 'slug', message: REFERENCEMENT_MESSAGES.slugTaken }]);
  return saveReferencement(ctx.db, actorOf(ctx.adminOf(req)), entry);
}

/** /admin/referencement: SEO title, description and slug of the product and rayon pages. */
export const referencementRoutes = [
  route({ method: 'get', path: '/admin/referencement', auth: 'admin', permission: 'catalogue.edit', summary: 'A page of the product or rayon pages with their SEO entries', query: ListQuerySchema, answer: pagedResultSchema(ReferencementRowSchema), handle: list }),
  route({ method: 'put', path: '/admin/referencement/:cible/:cle', auth: 'admin', permission: 'catalogue.edit', summary: "Saves a page's SEO title, description and slug", body: ReferencementInputSchema, answer: ReferencementSchema, handle: save }),
];
