import * as v from 'valibot';
import { paginate, REFERENCEMENT_TARGETS, ReferencementInputSchema, TEXT_LIMITS } from '@otech/domain';
import type { ReferencementInput, ReferencementTarget } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import { referencementPage, referencementRows, saveReferencement, slugTaken } from '../../db/referencements.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { MAX_PAGE_SIZE, ONE_VALUE, wholeParam } from '../dashboard/query.ts';

export const REFERENCEMENT_MESSAGES = {
  pageNotFound: 'Page introuvable',
  slugTaken: 'Ce slug est déjà utilisé par une autre page',
} as const;

/** 20 pages of the list at a time, as the administration's other lists. */
const REFERENCEMENT_PAGE_SIZE = 20;

const ListQuerySchema = v.object({
  cible: v.optional(v.picklist(REFERENCEMENT_TARGETS, `Valeur attendue : ${REFERENCEMENT_TARGETS.join(', ')}`), 'produit'),
  search: v.optional(v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(TEXT_LIMITS.line)), ''),
  page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeParam(1, MAX_PAGE_SIZE, REFERENCEMENT_PAGE_SIZE),
});

/** Whether a URL's word names a kind of page SEO is written for. */
export const isReferencementTarget = (value: string | undefined): value is ReferencementTarget => REFERENCEMENT_TARGETS.some((target) => target === value);

/** /admin/referencement: SEO title, description and slug of the product and rayon pages. */
export const registerReferencementRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.get('/admin/referencement', ctx.requireAdmin, ctx.validateQuery(ListQuerySchema), ctx.handle(async (_req, res) => {
    const { cible, search, page, pageSize } = res.locals['query'] as v.InferOutput<typeof ListQuerySchema>;
    res.json(paginate(await referencementRows(db, cible, search), page, pageSize));
  }));

  router.put(
    '/admin/referencement/:cible/:cle',
    ctx.requireAdmin,
    ctx.validateBody(ReferencementInputSchema),
    ctx.handle(async (req, res) => {
      const cible = req.params['cible'];
      const cle = req.params['cle'] ?? '';
      if (!isReferencementTarget(cible) || !(await referencementPage(db, cible, cle))) throw notFound(REFERENCEMENT_MESSAGES.pageNotFound);
      const entry = { cible, cle, ...(req.body as ReferencementInput) };
      if (await slugTaken(db, entry)) throw new HttpError(409, REFERENCEMENT_MESSAGES.slugTaken, [{ path: 'slug', message: REFERENCEMENT_MESSAGES.slugTaken }]);
      res.json(await saveReferencement(db, entry));
    }),
  );
};
