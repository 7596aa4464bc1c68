// The store at scale for `scripts/bench-store.mjs` (issue 12): the seed of data/, then generated
// clients with two delivery addresses each, as many orders as invoices (copies of the committed
// sample's records, spread over the clients and over the five years before the day of generation)
// and as many entries of the staff's journal (issue 27: the seed's staff editing those invoices,
// orders and clients, some signed in as the client), written into a SQL database in multi-row
// inserts of a thousand rows, all inside one transaction.
import { sql } from 'kysely';

const { readSeedSources } = await import('../packages/api/src/seed/sources.ts');
const { fillSqlDatabase } = await import('../packages/api/src/seed/sqlSeed.ts');
const { addressRow, clientRow, factureRow, orderRow } = await import('../packages/api/src/db/sql/rows.ts');
const { migrateToLatest } = await import('../packages/api/src/db/sql/connect.ts');

/** Rows per INSERT: orders carry 9 bound values, far under PostgreSQL's 65,535. */
const BATCH = 1000;
const DAY_MS = 86_400_000;
const YEARS = 5;
/** Each generated client's address book: the first one its default. */
const ADDRESSES_PER_CLIENT = 2;

/** The sample's clients, then copies of them under new ids, e-mails and pseudos, up to `count`. */
function clientsUpTo(sample, count) {
  const clients = [...sample];
  for (let id = Math.max(...sample.map((client) => client.id)) + 1; clients.length < count; id += 1) {
    const model = sample[id % sample.length];
    clients.push({ ...model, id, pseudo: `BENCH${id}`, email: `client${id}@bench.example`, hash_password: undefined });
  }
  return clients;
}

/** The i-th generated record of `count`, copied from the sample, owned by the clients in turn. */
function* recordsUpTo(sample, count, clients, more) {
  for (let i = 0; i < count; i += 1) {
    const client = clients[i % clients.length];
    yield { ...sample[i % sample.length], clientId: client.id, ...more(i, client) };
  }
}

/** What the generated journal records, in turn: its kind, the action and the values before and after, on the i-th invoice, order or client. */
const JOURNAL_CHANGES = [
  { kind: 'invoice', action: 'envoi', before: { statut: 'brouillon' }, after: { statut: 'envoyee' } },
  { kind: 'payment', action: 'paiement', before: { montant_regle: 0 }, after: { montant_regle: 120.5 } },
  { kind: 'reminder', action: 'relance', before: null, after: { niveau: 1 } },
  { kind: 'order', action: 'statut', before: { status: 'pending' }, after: { status: 'confirmed' } },
  { kind: 'client', action: 'modification', before: { telephone: '01 23 45 67 89' }, after: { telephone: '01 98 76 54 32' } },
];
const RECORD_OF_KIND = { invoice: 'fac-bench-', payment: 'fac-bench-', reminder: 'fac-bench-', order: 'ord-bench-' };

/** The i-th journal entry of `count`: a staff member of the seed, every tenth signed in as the client. */
function journalRow(i, { admins, clients, dateOf }) {
  const change = JOURNAL_CHANGES[i % JOURNAL_CHANGES.length];
  const staff = admins[i % admins.length];
  const client = clients[(i * 31) % clients.length];
  const asClient = i % 10 === 0;
  return {
    at: dateOf(i),
    staff_id: staff.id,
    staff_name: staff.name,
    staff_role: staff.role,
    client_id: asClient ? String(client.id) : null,
    client_name: asClient ? client.societe : null,
    kind: change.kind,
    record_id: change.kind === 'client' ? String(client.id) : `${RECORD_OF_KIND[change.kind]}${i}`,
    action: change.action,
    before: change.before && JSON.stringify(change.before),
    after: JSON.stringify(change.after),
  };
}

async function insertAll(trx, table, rows, toRow) {
  let batch = [];
  for (const record of rows) {
    batch.push(toRow(record));
    if (batch.length === BATCH) {
      await trx.insertInto(table).values(batch).execute();
      batch = [];
    }
  }
  if (batch.length > 0) await trx.insertInto(table).values(batch).execute();
}

/**
 * Migrates `db`, fills it with the seed of `dataDir`, then adds the generated records; the order
 * totals of the statistics are added up once at the end rather than by the trigger row by row.
 * Answers the counts written.
 */
export async function fillStoreAtScale(db, { dataDir, clients: clientCount, orders: orderCount, now = Date.now() }) {
  await migrateToLatest(db);
  const seed = await readSeedSources(dataDir);
  // No photos: the lists timed here carry photo addresses, never the photos themselves.
  await fillSqlDatabase(db, seed, []);
  const clients = clientsUpTo(seed.clients, clientCount);
  const generated = clients.slice(seed.clients.length);
  const dateOf = (i) => new Date(now - ((i * 7919) % (YEARS * 365)) * DAY_MS - (i % 86_400) * 1000).toISOString();
  const yearOf = (i) => dateOf(i).slice(0, 4);
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'clients', generated, clientRow);
    await sql`select setval(pg_get_serial_sequence('clients', 'id'), (select max(id) from clients))`.execute(trx);
    const addresses = generated.flatMap((client) =>
      Array.from({ length: ADDRESSES_PER_CLIENT }, (_, n) => ({
        ...seed.owned.addresses[(client.id + n) % seed.owned.addresses.length],
        id: `adr-bench-${client.id}-${n}`,
        clientId: client.id,
        company: client.societe,
        isDefault: n === 0,
      })),
    );
    await insertAll(trx, 'addresses', addresses, addressRow);
    await sql`alter table orders disable trigger orders_tally`.execute(trx);
    const orders = recordsUpTo(seed.owned.orders, orderCount, clients, (i, client) => ({
      id: `ord-bench-${i}`,
      userId: String(client.id),
      userEmail: client.email,
      userName: client.societe,
      orderNumber: `CMD-${yearOf(i)}-B${i}`,
      orderDate: dateOf(i),
    }));
    await insertAll(trx, 'orders', orders, orderRow);
    await sql`select otech_rebuild_tallies()`.execute(trx);
    await sql`alter table orders enable trigger orders_tally`.execute(trx);
    const factures = recordsUpTo(seed.owned.factures, orderCount, clients, (i, client) => ({
      id: `fac-bench-${i}`,
      client_id: client.id,
      client_nom: client.societe,
      numero_facture: `FA-${yearOf(i)}-B${i}`,
      orderId: `ord-bench-${i}`,
      date_facture: dateOf(i).slice(0, 10),
    }));
    await insertAll(trx, 'factures', factures, factureRow);
    const entries = Array.from({ length: orderCount }, (_, i) => i);
    await insertAll(trx, 'audit_trail', entries, (i) => journalRow(i, { admins: seed.admins, clients, dateOf }));
  });
  await sql`analyze`.execute(db);
  return { clients: clients.length, orders: seed.owned.orders.length + orderCount, factures: seed.owned.factures.length + orderCount, journal: orderCount };
}
