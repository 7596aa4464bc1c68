import type { RegisterRoutes } from '../context.ts';
import { referencementOf } from '../db/referencements.ts';
import { notFound } from '../http/errors.ts';
import { isReferencementTarget, REFERENCEMENT_MESSAGES } from './admin/referencement.ts';

/**
 * GET /referencement/{produit|rayon}/{key}: a public page's SEO title, description and slug as the
 * storefront's head uses them (the administration's entry, or the one derived from the page).
 */
export const registerPublicReferencementRoutes: RegisterRoutes = (router, ctx) => {
  router.get('/referencement/:cible/:cle', ctx.handle(async (req, res) => {
    const cible = req.params['cible'];
    const row = isReferencementTarget(cible) ? await referencementOf(ctx.db, cible, req.params['cle'] ?? '') : undefined;
    if (!row) throw notFound(REFERENCEMENT_MESSAGES.pageNotFound);
    res.json(row);
  }));
};
