import { sql, type RawBuilder } from 'kysely';
import { searchWords, type AdminProductListQuery, type AdminProductSortKey, type Product } from '@otech/domain';
import { containing } from './containing.ts';
import { folded } from './listQueries.ts';
import { staffListQuery } from './staffListQuery.ts';

/* /admin/catalogue on the server (issues 23 and 27): the products searched, filtered, sorted and paged in SQL, archived ones included in the table but not listed. */

type ProductFilters = Omit<AdminProductListQuery, 'page'>;

/** The columns each sort orders by; `seq` breaks ties, in the same direction. None is null, so an export's batches can start after a row. */
const SORT_COLUMNS: Readonly<Record<AdminProductSortKey, readonly RawBuilder<unknown>[]>> = {
  reference: [sql`lower(reference)`],
  designation: [folded(sql<string>`coalesce(record->>'name', '')`)],
  rayon: [sql`coalesce(record->>'category', '')`],
  prix: [sql`coalesce((record->>'price')::numeric, 0)`],
  stock: [sql`coalesce((record->>'stock')::numeric, 0)`],
};

/** A page of the list (`page`) and every product the filters keep in its order (`batches`, its export). */
export const productList = staffListQuery({
  filtered: (db, query: ProductFilters) => {
    // An archived product stays stored for the orders and invoices naming it (decision 178): listed under « Archivés » only (decision 222).
    const archived = sql<boolean>`coalesce(record->>'hidden', 'false') = 'true'`;
    let select = db.sql.selectFrom('products').where(query.archives === '1' ? archived : sql<boolean>`not ${archived}`);
    // The reference, name, brand and EAN, stored folded (migration 0119): every word is looked for in them ("chargeur 12 V" finds "Chargeur CTEK MXS 10 12 V 10 A").
    for (const word of searchWords(query.search)) select = select.where('search_text', 'like', containing(word));
    if (query.rayon) select = select.where(sql<boolean>`record->>'category' = ${query.rayon}`);
    return select;
  },
  selected: (rows) => rows.select(['record', 'seq']),
  sortColumns: (sort) => SORT_COLUMNS[sort.key],
  key: { column: 'seq', from: 'products', of: (row) => String(row.seq) },
  read: (row): Product => row.record,
});
