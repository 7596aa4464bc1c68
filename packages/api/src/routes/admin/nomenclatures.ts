import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { NomenclatureInputSchema, NomenclaturePartSchema, NomenclaturePartsRequestSchema, NomenclatureViewSchema } from '@otech/domain';
import type { NomenclatureInput, NomenclaturePart } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput } from '../../http/route.ts';
import type { Database } from '../../db/database.ts';
import { actorOf } from '../../db/auditTrail.ts';
import { allNomenclatures, createNomenclature, deleteNomenclature, findNomenclature, saveNomenclature } from '../../db/nomenclatures.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import type { ApiIssue } from '../../http/errors.ts';

const NOMENCLATURE_MESSAGES = {
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

function list({ ctx }: NoInput) {
  return allNomenclatures(ctx.db);
}

async function create({ req, ctx, body: input }: BodyInput<typeof NomenclatureInputSchema>) {
  await checkFields(ctx.db, input);
  return createNomenclature(ctx.db, actorOf(ctx.adminOf(req)), `nom-${randomUUID()}`, input, new Date());
}

async function save({ req, ctx, body: input }: BodyInput<typeof NomenclatureInputSchema>) {
  const id = req.params['id'] ?? '';
  if (!(await findNomenclature(ctx.db, { id }))) throw notFound(NOMENCLATURE_MESSAGES.notFound);
  await checkFields(ctx.db, input, id);
  const saved = await saveNomenclature(ctx.db, actorOf(ctx.adminOf(req)), id, input, new Date());
  if (!saved) throw notFound(NOMENCLATURE_MESSAGES.notFound);
  return saved;
}

/** The catalogue's name and price HT of each reference it sells, for the editor's lines before the bill is saved: the roll-up's own lookup. */
function parts({ ctx, body }: BodyInput<typeof NomenclaturePartsRequestSchema>): NomenclaturePart[] {
  return [...new Set(body.references)].flatMap((reference) => {
    const product = ctx.db.products.byReference(reference);
    return product ? [{ reference, designation: product.name, prix_unitaire: product.price }] : [];
  });
}

async function remove({ req, res, ctx }: NoInput) {
  if (!(await deleteNomenclature(ctx.db, actorOf(ctx.adminOf(req)), req.params['id'] ?? ''))) throw notFound(NOMENCLATURE_MESSAGES.notFound);
  res.status(204).end();
}

/** /admin/nomenclatures: the packs' bills of materials, with their cost rolled up from the components' prices. */
export const nomenclatureRoutes = [
  route({ method: 'get', path: '/admin/nomenclatures', auth: 'admin', permission: 'catalogue.edit', summary: "The packs' bills of materials with their rolled-up cost", answer: v.array(NomenclatureViewSchema), handle: list }),
  route({ method: 'post', path: '/admin/nomenclatures', auth: 'admin', permission: 'catalogue.edit', summary: "Creates a pack's bill of materials", body: NomenclatureInputSchema, status: 201, answer: NomenclatureViewSchema, handle: create }),
  route({
    method: 'post',
    path: '/admin/nomenclatures/parts',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: "The catalogue's name and price HT of a bill's component references, before the bill is saved",
    body: NomenclaturePartsRequestSchema,
    answer: v.array(NomenclaturePartSchema),
    handle: parts,
  }),
  route({ method: 'put', path: '/admin/nomenclatures/:id', auth: 'admin', permission: 'catalogue.edit', summary: 'Changes a bill of materials', body: NomenclatureInputSchema, answer: NomenclatureViewSchema, handle: save }),
  route({ method: 'delete', path: '/admin/nomenclatures/:id', auth: 'admin', permission: 'catalogue.edit', summary: 'Deletes a bill of materials', status: 204, handle: remove }),
];
