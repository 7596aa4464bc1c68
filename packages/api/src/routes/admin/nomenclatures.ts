import { NomenclatureInputSchema } from '@otech/domain';
import type { NomenclatureInput } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import { allNomenclatures, saveNomenclature } from '../../db/nomenclatures.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';

export const NOMENCLATURE_MESSAGES = {
  notFound: 'Nomenclature introuvable',
  partWithoutPrice: 'Prix unitaire requis pour une pièce hors catalogue',
  partWithoutName: 'Désignation requise pour une pièce hors catalogue',
} as const;

/** /admin/nomenclatures: the packs' bills of materials, with their cost rolled up from the components' prices. */
export const registerNomenclatureRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.get('/admin/nomenclatures', ctx.requireAdmin, ctx.handle(async (_req, res) => {
    res.json(await allNomenclatures(db));
  }));

  router.put(
    '/admin/nomenclatures/:id',
    ctx.requireAdmin,
    ctx.validateBody(NomenclatureInputSchema),
    ctx.handle(async (req, res) => {
      const input = req.body as NomenclatureInput;
      // A part the catalogue does not sell carries its own name and cost, or the roll-up could not count it.
      const issues = input.composants.flatMap((line, index) => {
        if (db.products.byReference(line.reference)) return [];
        return [
          ...(line.designation ? [] : [{ path: `composants.${index}.designation`, message: NOMENCLATURE_MESSAGES.partWithoutName }]),
          ...(line.prix_unitaire === undefined ? [{ path: `composants.${index}.prix_unitaire`, message: NOMENCLATURE_MESSAGES.partWithoutPrice }] : []),
        ];
      });
      if (issues.length > 0) throw new HttpError(400, VALIDATION_MESSAGE, issues);
      const saved = await saveNomenclature(db, req.params['id'] ?? '', input, new Date());
      if (!saved) throw notFound(NOMENCLATURE_MESSAGES.notFound);
      res.json(saved);
    }),
  );
};
