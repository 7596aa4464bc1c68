import { applyProductEdit, changedValues, NewProductSchema, newProduct, ProductEditSchema, ProductSchema, StockEditSchema, withFacetSpellings, withStock } from '@otech/domain';
import type { Product } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, RequestOf } from '../../http/route.ts';
import { actorOf, appendAudit } from '../../db/auditTrail.ts';
import type { AuditChange } from '../../db/auditTrail.ts';
import type { Database } from '../../db/database.ts';
import { archivedProduct, catalogueCollections, insertProduct, replaceProduct } from '../../db/products.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { PRODUCT_NOT_FOUND } from '../../http/messages.ts';

const PRODUCT_EDIT_MESSAGES = {
  unknownRayon: 'Rayon inconnu',
  referenceTaken: 'Un produit porte déjà cette référence',
  notArchived: 'Aucun produit archivé de cet identifiant',
} as const;

/** Every field the editor writes, compared before and after for the audit trail. */
const AUDITED_FIELDS = [...Object.keys(ProductEditSchema.entries), 'hidden'] as (keyof Product)[];

function refuseUnknownRayon(ctx: RequestOf['ctx'], category: string): void {
  if (!catalogueCollections(ctx.db).rayon_produits.some((rayon) => rayon.nom_du_rayon === category)) {
    throw new HttpError(400, VALIDATION_MESSAGE, [{ path: 'category', message: PRODUCT_EDIT_MESSAGES.unknownRayon }]);
  }
}

function servedProduct({ req, ctx }: RequestOf): Product {
  const product = ctx.db.products.byId(req.params['id'] ?? '');
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** The audit entry of a staff change, written in the catalogue write's transaction. */
const audited = (input: RequestOf, change: AuditChange) => (t: Database) => appendAudit(t, actorOf(input.ctx.adminOf(input.req)), change);

/** Stores a changed product with the values that changed, before and after. */
async function saveChanged(input: RequestOf, before: Product, after: Product, action: string): Promise<Product> {
  const change = changedValues(before, after, AUDITED_FIELDS);
  if (Object.keys(change.after).length === 0) return before;
  if (!(await replaceProduct(input.ctx.db, after, audited(input, { kind: 'product', recordId: before.id, action, ...change })))) {
    throw new HttpError(409, PRODUCT_EDIT_MESSAGES.referenceTaken);
  }
  return after;
}

async function createProduct(input: BodyInput<typeof NewProductSchema>) {
  refuseUnknownRayon(input.ctx, input.body.category);
  const product = newProduct(input.body);
  const taken = input.ctx.db.products.byReference(product.reference) !== undefined;
  if (taken || !(await insertProduct(input.ctx.db, product, audited(input, { kind: 'product', recordId: product.id, action: 'création', before: null, after: product })))) {
    throw new HttpError(409, PRODUCT_EDIT_MESSAGES.referenceTaken, [{ path: 'reference', message: PRODUCT_EDIT_MESSAGES.referenceTaken }]);
  }
  return product;
}

async function editProduct(input: BodyInput<typeof ProductEditSchema>) {
  const product = servedProduct(input);
  refuseUnknownRayon(input.ctx, input.body.category);
  return saveChanged(input, product, applyProductEdit(product, input.body), 'fiche');
}

/** Logistique's count (decision 237): the stock alone, audited in the write's transaction as « stock ». */
async function setStock(input: BodyInput<typeof StockEditSchema>) {
  const product = servedProduct(input);
  return saveChanged(input, product, withStock(product, input.body.stock), 'stock');
}

/** Archived: out of the catalogue (never listed, sold or in the sitemap), kept in the database for the orders and invoices that name it. */
async function archiveProduct(input: NoInput) {
  const product = servedProduct(input);
  await saveChanged(input, product, { ...product, hidden: true }, 'archivage');
  input.res.status(204).end();
}

/** Back in the catalogue as it was archived; 409 when another product (an import's) took its reference meanwhile. */
async function restoreProduct(input: NoInput) {
  const product = await archivedProduct(input.ctx.db, input.req.params['id'] ?? '');
  if (!product) throw notFound(PRODUCT_EDIT_MESSAGES.notArchived);
  await saveChanged(input, product, { ...product, hidden: false }, 'restauration');
}

/** /admin/products: products created, edited and archived from the catalogue page, the fields refused named one by one in French. */
export const adminProductRoutes = [
  route({
    method: 'post',
    path: '/admin/products',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: 'Creates a product from the administration (its reference is its id); 409 when the reference is taken',
    body: NewProductSchema,
    bodyOf: (req) => withFacetSpellings(req.body),
    status: 201,
    answer: ProductSchema,
    handle: createProduct,
  }),
  route({
    method: 'put',
    path: '/admin/products/:id',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: "Edits a product from the administration's catalogue page (spec 1 §3's fields), with its audit entry",
    body: ProductEditSchema,
    bodyOf: (req) => withFacetSpellings(req.body),
    answer: ProductSchema,
    handle: editProduct,
  }),
  route({
    method: 'put',
    path: '/admin/products/:id/stock',
    auth: 'admin',
    permission: 'stock.edit',
    summary: "Sets a product's stock (Logistique's count), with its audit entry",
    body: StockEditSchema,
    answer: ProductSchema,
    handle: setStock,
  }),
  route({
    method: 'post',
    path: '/admin/products/:id/archive',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: 'Archives a product: out of the catalogue, kept on past orders and invoices',
    status: 204,
    handle: archiveProduct,
  }),
  route({
    method: 'post',
    path: '/admin/products/:id/restore',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: 'Puts an archived product back in the catalogue, with its audit entry; 409 when its reference is taken',
    status: 204,
    handle: restoreProduct,
  }),
];
