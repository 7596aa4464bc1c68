import { userInfo } from 'node:os';
import { sql } from 'kysely';
import type { Client, Product, Rayon } from '@otech/domain';
import { importedProductStored, productCells } from '@otech/domain/catalogue-import';
import type { ImportedProductText, StoredCatalogue } from '@otech/domain/catalogue-import';
import type { StoredClients } from '@otech/domain/client-import';
import type { SqlDatabase } from './sql/connect.ts';
import { clientRow } from './sql/rows.ts';
import { appendAudit, TERMINAL_ACTOR } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import { inviteClient } from './invitations.ts';
import { storePhotosOfProducts } from './productPhotos.ts';
import { importedProductRow, productRow, writeProductRows } from './productRows.ts';
import type { ProductRow } from './productRows.ts';
import type { PhotoOfProduct } from './productPhotos.ts';

/*
 * What `otech import` reads of the shop's runtime database and writes into it, each file in one
 * transaction with its audit entry: products upserted by reference, clients by id, code or e-mail.
 * Nothing else is touched: orders, carts, quotes, invoices and accounts stay as they are.
 */

export interface StoredClientsForImport extends StoredClients {
  /** A provisional id for a new client; the write takes the sequence's own. */
  nextId(): number;
}

/** Every stored client, looked up by id, code and e-mail whatever their case. */
export async function storedClientsForImport(db: SqlDatabase): Promise<StoredClientsForImport> {
  const rows = await db.selectFrom('clients').select('record').execute();
  const clients = rows.map((row) => row.record);
  const byId = new Map(clients.map((client) => [client.id, client]));
  const byPseudo = new Map(clients.map((client) => [client.pseudo.toLowerCase(), client]));
  const byEmail = new Map(clients.map((client) => [client.email.toLowerCase(), client]));
  let last = Math.max(0, ...byId.keys());
  return {
    byId: (id) => byId.get(id),
    byPseudo: (pseudo) => byPseudo.get(pseudo.toLowerCase()),
    byEmail: (email) => byEmail.get(email.toLowerCase()),
    nextId: () => (last += 1),
  };
}

/** Who imported which file, for the audit trail: a staff member through the running shop, or `otech import` from a terminal. */
export interface ImportAudit {
  actor: AuditActor;
  file: string;
  /** The system account that ran `otech import` on the database (the terminal names no staff member). */
  ranBy?: string;
}

/** The system account running this process, when the system names one (a container may have none). */
function systemAccount(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return process.env['USER'];
  }
}

/** An import `otech import` writes itself: « otech (terminal) », and the system account that ran it. */
export function terminalImport(file: string): ImportAudit {
  const ranBy = systemAccount();
  return { actor: TERMINAL_ACTOR, file, ...(ranBy ? { ranBy } : {}) };
}

/** The import's one entry, in its transaction: the file, who ran it from a terminal, and the counts. */
function appendImportEntry(trx: SqlDatabase, audit: ImportAudit, action: string, counts: Record<string, unknown>): Promise<void> {
  const after = { fichier: audit.file, ...(audit.ranBy ? { 'compte système': audit.ranBy } : {}), ...counts };
  return appendAudit({ sql: trx }, audit.actor, { kind: 'import', recordId: audit.file, action, before: null, after });
}

/** `--invite`: each new client gets an invitation e-mail whose link points to this site. */
export interface ImportInvitations {
  siteOrigin: string;
  now?: Date;
}

/**
 * Writes the imported clients in one transaction: a new one under the next id of the persistent
 * sequence, a known one in place. Neither is a demo seed account (migration 0040): the demo's
 * fallback passwords never open an imported client. With `invite`, each new client without a
 * password gets an invitation (db/invitations.ts) in the same transaction; answers how many.
 * The import is recorded in the trail in that transaction (the staff member, or the terminal).
 */
export async function writeImportedClients(db: SqlDatabase, changed: readonly { client: Client; isNew: boolean }[], invite: ImportInvitations | undefined, audit: ImportAudit): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let invited = 0;
    const created: number[] = [];
    for (const { client, isNew } of changed) {
      if (isNew) {
        const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('clients', 'id'))::integer as id`.execute(trx);
        const stored = { ...client, id: rows[0]!.id };
        created.push(stored.id);
        await trx.insertInto('clients').values({ ...clientRow(stored), demo_seed: false }).execute();
        if (invite !== undefined && !stored.hash_password) {
          await inviteClient(trx, stored, invite.siteOrigin, invite.now);
          invited += 1;
        }
      } else {
        const { id: _id, ...columns } = clientRow(client);
        await trx.updateTable('clients').set({ ...columns, demo_seed: false }).where('id', '=', client.id).execute();
      }
    }
    const updated = changed.filter((each) => !each.isNew).map((each) => each.client.id);
    await appendImportEntry(trx, audit, 'import clients', { créés: created, modifiés: updated, invitations: invited });
    return invited;
  });
}

/** The catalogue as the product import compares a file with it, and the rayons its categories name. */
export async function storedCatalogueForImport(db: SqlDatabase): Promise<{ catalogue: StoredCatalogue; rayons: Rayon[]; byReference: Map<string, Product> }> {
  const products = await db.selectFrom('products').select('record').execute();
  const rayons = await db.selectFrom('rayons').select('record').orderBy('position').execute();
  const byReference = new Map(products.map(({ record }) => [record.reference ?? record.id, record]));
  const catalogue: StoredCatalogue = {
    cells(reference) {
      const product = byReference.get(reference);
      return product === undefined ? undefined : productCells(product);
    },
  };
  return { catalogue, rayons: rayons.map((row) => row.record), byReference };
}

/** An imported product as the import plan keeps it: the product, and the text stored for a new one, each made on demand. */
export interface ImportedProduct {
  product: () => Product;
  text: () => ImportedProductText;
}

/**
 * Upserts the imported products by reference in one transaction, keeping the id and the photos of
 * the product each replaces (and storing the `photos` fetched for them), and moves the catalogue version on: every API process on this
 * database sees it move and reads the catalogue again (db/products.ts, refreshCatalogue). Its audit
 * entry counts the products created and updated and the photos stored (not each reference: a file
 * holds 40,000).
 */
export async function writeImportedProducts(db: SqlDatabase, imported: ReadonlyMap<string, ImportedProduct>, stored: ReadonlyMap<string, Product>, photos: readonly PhotoOfProduct[], audit: ImportAudit): Promise<void> {
  const rows = [...imported].map(([reference, kept]): ProductRow => {
    const existing = stored.get(reference);
    if (existing !== undefined) return productRow(importedProductStored(kept.product(), existing));
    // A new product is stored as the plan wrote it.
    return importedProductRow(reference, kept.text());
  });
  await db.transaction().execute(async (trx) => {
    await writeProductRows(trx, rows);
    // The photos fetched from the file's image addresses, with the card images of their products.
    await storePhotosOfProducts(trx, photos);
    await trx.updateTable('catalogue_version').set({ version: sql`version + 1` }).execute();
    const updated = [...imported.keys()].filter((reference) => stored.has(reference)).length;
    await appendImportEntry(trx, audit, 'import produits', { créés: imported.size - updated, modifiés: updated, photos: photos.length });
  });
}

export { fetchImportedPhotos, IMPORTED_IMAGE_LIMITS } from '../catalogue/importedPhotos.ts';
export type { SqlDatabase } from './sql/connect.ts';
export { mailLinkOrigin } from '../siteAddress.ts';
// What `otech import|export prices` and `otech prices review` run on the runtime database, as the API does.
export { importPriceListRows } from './priceListImport.ts';
export { priceListOf } from './priceTerms.ts';
export { runWholesalerReview } from './wholesalerReview.ts';

/** Every reference of the stored catalogue: what `otech import images` names photos by. */
export async function storedReferences(db: SqlDatabase): Promise<string[]> {
  return (await db.selectFrom('products').select('reference').execute()).map((row) => row.reference);
}

export { storedPhotoTags } from './productPhotos.ts';

/**
 * Stores imported photos in the shop's photo store with their products' card images, in one
 * transaction that moves the catalogue version on (every API process reads the catalogue again).
 */
export async function writeImportedPhotos(db: SqlDatabase, photos: readonly PhotoOfProduct[], audit: ImportAudit): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await storePhotosOfProducts(trx, photos);
    await trx.updateTable('catalogue_version').set({ version: sql`version + 1` }).execute();
    await appendImportEntry(trx, audit, 'import photos', { photos: photos.length, références: new Set(photos.map((photo) => photo.reference)).size });
  });
}
