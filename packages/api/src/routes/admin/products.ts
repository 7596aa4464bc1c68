import { applyProductEdit, ProductEditSchema } from '@otech/domain';
import type { ProductEdit } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import { catalogueCollections, replaceProduct } from '../../db/products.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue.ts';

export const PRODUCT_EDIT_MESSAGES = {
  unknownRayon: 'Rayon inconnu',
} as const;

/** /admin/products/{id}: one product edited from the catalogue page, the fields refused named one by one in French. */
export const registerAdminProductRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.put(
    '/admin/products/:id',
    ctx.requireAdmin,
    ctx.validateBody(ProductEditSchema),
    ctx.handle(async (req, res) => {
      const product = db.products.byId(req.params['id'] ?? '');
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const edit = req.body as ProductEdit;
      if (!catalogueCollections(db).rayon_produits.some((rayon) => rayon.nom_du_rayon === edit.category)) {
        throw new HttpError(400, VALIDATION_MESSAGE, [{ path: 'category', message: PRODUCT_EDIT_MESSAGES.unknownRayon }]);
      }
      const edited = applyProductEdit(product, edit);
      await replaceProduct(db, edited);
      res.json(edited);
    }),
  );
};
