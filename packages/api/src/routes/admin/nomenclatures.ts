import { randomUUID } from 'node:crypto';
import { NomenclatureInputSchema } from '@otech/domain';
import type { NomenclatureInput } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { allNomenclatures, createNomenclature, deleteNomenclature, findNomenclature, saveNomenclature } from '../../db/nomenclatures.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import type { ApiIssue } from '../../http/errors.ts';

export const NOMENCLATURE_MESSAGES = {
  notFound: 'Nomenclature introuvable',
  partWithoutPrice: 'Prix unitaire requis pour une pièce hors catalogue',
  partWithoutName: 'Désignation requise pour une pièce hors catalogue',
  packHasOne: 'Ce pack a déjà une nomenclature',
} as const;

/**
 * What the schema cannot check, each named by its field for the editor to show beside it: a part
 * the catalogue does not sell carries its own name and cost (or the roll-up could not count it),
 * and a pack has one bill (`id` is the bill being saved, absent for a new one).
 */
async function refusedFields(db: Database, input: NomenclatureInput, id?: string): Promise<ApiIssue[]> {
  const owner = await findNomenclature(db, { reference: input.reference });
  const issues: ApiIssue[] = owner && owner.id !== id ? [{ path: 'reference', message: NOMENCLATURE_MESSAGES.packHasOne }] : [];
  input.composants.forEach((line, index) => {
    if (db.products.byReference(line.reference)) return;
    if (!line.designation) issues.push({ path: `composants.${index}.designation`, message: NOMENCLATURE_MESSAGES.partWithoutName });
    if (line.prix_unitaire === undefined) issues.push({ path: `composants.${index}.prix_unitaire`, message: NOMENCLATURE_MESSAGES.partWithoutPrice });
  });
  return issues;
}

async function checkFields(db: Database, input: NomenclatureInput, id?: string): Promise<void> {
  const issues = await refusedFields(db, input, id);
  if (issues.length > 0) throw new HttpError(400, VALIDATION_MESSAGE, issues);
}

/** /admin/nomenclatures: the packs' bills of materials, with their cost rolled up from the components' prices. */
export const registerNomenclatureRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.get('/admin/nomenclatures', ctx.requireAdmin, ctx.handle(async (_req, res) => {
    res.json(await allNomenclatures(db));
  }));

  router.post(
    '/admin/nomenclatures',
    ctx.requireAdmin,
    ctx.validateBody(NomenclatureInputSchema),
    ctx.handle(async (req, res) => {
      const input = req.body as NomenclatureInput;
      await checkFields(db, input);
      res.status(201).json(await createNomenclature(db, `nom-${randomUUID()}`, input, new Date()));
    }),
  );

  router.put(
    '/admin/nomenclatures/:id',
    ctx.requireAdmin,
    ctx.validateBody(NomenclatureInputSchema),
    ctx.handle(async (req, res) => {
      const id = req.params['id'] ?? '';
      const input = req.body as NomenclatureInput;
      if (!(await findNomenclature(db, { id }))) throw notFound(NOMENCLATURE_MESSAGES.notFound);
      await checkFields(db, input, id);
      const saved = await saveNomenclature(db, id, input, new Date());
      if (!saved) throw notFound(NOMENCLATURE_MESSAGES.notFound);
      res.json(saved);
    }),
  );

  router.delete(
    '/admin/nomenclatures/:id',
    ctx.requireAdmin,
    ctx.handle(async (req, res) => {
      if (!(await deleteNomenclature(db, req.params['id'] ?? ''))) throw notFound(NOMENCLATURE_MESSAGES.notFound);
      res.status(204).end();
    }),
  );
};
