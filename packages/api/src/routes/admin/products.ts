import { applyProductEdit, ProductEditSchema, ProductSchema } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { BodyInput } from '../../http/route.ts';
import { catalogueCollections, replaceProduct } from '../../db/products.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { PRODUCT_NOT_FOUND } from '../../http/messages.ts';

const PRODUCT_EDIT_MESSAGES = {
  unknownRayon: 'Rayon inconnu',
} as const;

async function editProduct({ req, ctx, body: edit }: BodyInput<typeof ProductEditSchema>) {
  const product = ctx.db.products.byId(req.params['id'] ?? '');
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (!catalogueCollections(ctx.db).rayon_produits.some((rayon) => rayon.nom_du_rayon === edit.category)) {
    throw new HttpError(400, VALIDATION_MESSAGE, [{ path: 'category', message: PRODUCT_EDIT_MESSAGES.unknownRayon }]);
  }
  const edited = applyProductEdit(product, edit);
  await replaceProduct(ctx.db, edited);
  return edited;
}

/** /admin/products/{id}: one product edited from the catalogue page, the fields refused named one by one in French. */
export const adminProductRoutes = [
  route({ method: 'put', path: '/admin/products/:id', auth: 'admin', permission: 'catalogue.edit', summary: "Edits a product from the administration's catalogue page", body: ProductEditSchema, answer: ProductSchema, handle: editProduct }),
];
