import { ADMIN_PRODUCTS_PAGE_SIZE, AdminProductExportQuerySchema, AdminProductListQuerySchema, AdminProductPageSchema, type Product } from '@otech/domain';
import { productList } from '../../db/productList.ts';
import { sendListExport, type ExportColumn } from '../../http/listExport.ts';
import { requirePermission } from '../../http/permissions.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';

/* /admin/catalogue as a staff list (issues 23 and 27): paged, searched, filtered and sorted by the database, exported whole. */

function listProducts({ ctx, query }: RouteInput<undefined, typeof AdminProductListQuerySchema>) {
  return productList.page(ctx.db, query, ADMIN_PRODUCTS_PAGE_SIZE);
}

/** The export's columns: what the list shows, with the brand and EAN a catalogue file carries; the price HT a number. */
const PRODUCT_COLUMNS: readonly ExportColumn<Product>[] = [
  { header: 'Référence', value: (product) => product.reference },
  { header: 'Désignation', value: (product) => product.name },
  { header: 'Marque', value: (product) => product.brand ?? '' },
  { header: 'Rayon', value: (product) => product.category },
  { header: 'EAN', value: (product) => product.ean ?? '' },
  { header: 'Prix HT (€)', value: (product) => product.price },
  { header: 'Stock', value: (product) => product.stock ?? 0 },
];

async function exportProductList({ req, res, ctx, query }: RouteInput<undefined, typeof AdminProductExportQuerySchema>) {
  // Exporting (the route's permission) a list one may read.
  requirePermission(ctx.adminOf(req), 'catalogue.edit');
  const { format, ...filters } = query;
  await sendListExport(res, { name: 'produits', format, columns: PRODUCT_COLUMNS, batches: productList.batches(ctx.db, filters) });
}

export const productListRoutes = [
  route({
    method: 'get',
    path: '/admin/products',
    auth: 'admin',
    // Logistique reads it to count the stock (decision 237).
    permission: 'catalogue.view',
    summary: 'A page of the products (archived ones left out), searched on every word (reference, name, brand, EAN), filtered by rayon, sorted by a column',
    query: AdminProductListQuerySchema,
    answer: AdminProductPageSchema,
    handle: listProducts,
  }),
  route({
    method: 'get',
    path: '/admin/products/export',
    auth: 'admin',
    permission: 'exports.download',
    summary: 'The products as filtered and sorted, every page, streamed as csv or xlsx',
    query: AdminProductExportQuerySchema,
    produces: 'text/csv',
    handle: exportProductList,
  }),
];
