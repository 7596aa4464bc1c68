import { ReferencementRowSchema } from '@otech/domain';
import { route } from '../http/route.ts';
import type { NoInput } from '../http/route.ts';
import { referencementOf } from '../db/referencements.ts';
import { notFound } from '../http/errors.ts';
import { isReferencementTarget } from '../records/referencements.ts';
import { REFERENCEMENT_MESSAGES } from '../http/messages.ts';

async function pageReferencement({ req, ctx }: NoInput) {
  const cible = req.params['cible'];
  const row = isReferencementTarget(cible) ? await referencementOf(ctx.db, cible, req.params['cle'] ?? '') : undefined;
  if (!row) throw notFound(REFERENCEMENT_MESSAGES.pageNotFound);
  return row;
}

export const publicReferencementRoutes = [
  route({
    method: 'get',
    path: '/referencement/:cible/:cle',
    auth: 'public',
    summary: "A public page's SEO title, description and slug as the storefront's head uses them (cible: produit or rayon)",
    answer: ReferencementRowSchema,
    handle: pageReferencement,
  }),
];
