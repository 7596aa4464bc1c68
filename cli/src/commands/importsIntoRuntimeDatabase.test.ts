import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSignIn } from '@otech/domain';
import type { Client } from '@otech/domain';
import { openRuntimeSql } from '@otech/api/seed';
import { fixture, otech, removeDir, snapshot, tempDataDir } from '../../test/harness.ts';

/*
 * Issue 20: imports write the shop's runtime database (here an embedded PGlite folder), never data/:
 * a products file, and a client export of a French accounting tool (Windows-1252, semicolons, its own headers).
 */

const EXPORT = [
  'Code client;Raison sociale;Nom;Prénom;SIRET;TVA intracommunautaire;Adresse;Code postal;Ville;Pays;Téléphone;Portable;E-mail;Mode de règlement;Famille',
  'C00412;Électricité Martin SARL;Martin;Hélène;732 829 320 00074;FR40732829320;12 rue de la Forge;69007;Lyon;France;04 78 00 00 00;06 12 34 56 78;compta@martin-elec.fr;Virement 30 jours;Installateurs',
  'C00413;Bâtiment Dupré;Dupré;Noël;12345678901234;;3 place du Marché;35000;Rennes;France;;;contact@dupre-bat.fr;Chèque;',
  'C00414;Dupré Frères;Dupré;Luc;;;4 place du Marché;35000;Rennes;France;;;compta@martin-elec.fr;Chèque;',
  'C00415;Sécurité Ouest;Le Goff;Anne;44306184100047;;1 quai Duguay-Trouin;35400;Saint-Malo;France;;;anne@securite-ouest.fr;Virement;',
].join('\r\n');

let dir: string;
let dataDir: string;
const sqlDir = () => path.join(dir, 'sql');

beforeAll(async () => {
  delete process.env['DATABASE_URL'];
  dir = await mkdtemp(path.join(tmpdir(), 'otech-clients-db-'));
  dataDir = await tempDataDir(['products.csv', 'rayons.json', 'clients.json', 'admins.json']);
  await writeFile(path.join(dir, 'clients.csv'), iconv.encode(`${EXPORT}\r\n`, 'windows-1252'));
});
afterAll(async () => {
  await removeDir(dir);
  await removeDir(dataDir);
});

async function storedClients(): Promise<{ client: Client; demoSeed: boolean }[]> {
  const db = await openRuntimeSql({ dir: sqlDir() }, dataDir);
  try {
    const rows = await db.selectFrom('clients').select(['record', 'demo_seed']).execute();
    return rows.map((row) => ({ client: row.record, demoSeed: row.demo_seed }));
  } finally {
    await db.destroy();
  }
}

/** The last import entry of the audit trail: who ran it from the terminal, what kind, the counts (issue 23). */
async function lastImportEntry() {
  const db = await openRuntimeSql({ dir: sqlDir() }, dataDir);
  try {
    return await db.selectFrom('audit_trail').select(['staff_id', 'staff_name', 'kind', 'record_id', 'action', 'after']).where('kind', '=', 'import').orderBy('id', 'desc').executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

describe('otech import clients: a French accounting export into the runtime database (issue 20)', () => {
  it('imports the good rows, rejects a bad SIRET and a repeated e-mail naming their lines, and leaves data/ alone', async () => {
    const seedBefore = await snapshot(dataDir);
    const result = await otech('import', 'clients', path.join(dir, 'clients.csv'), '--data-dir', dataDir, '--sql-dir', sqlDir());
    expect(result.out).toContain('read as Windows-1252, delimiter ";"');
    expect(result.out).toContain('2 created, 0 updated, 0 skipped, 2 rejected');
    expect(result.err).toContain('clients.csv:3: siret: invalid SIRET "12345678901234": expected 14 digits with their check key');
    expect(result.err).toContain('clients.csv:4: email: "compta@martin-elec.fr" is already in this file on line 2');
    expect(result.code).toBe(1);
    expect(await snapshot(dataDir)).toEqual(seedBefore);

    const stored = await storedClients();
    const martin = stored.find(({ client }) => client.pseudo === 'C00412');
    expect(martin?.client).toMatchObject({
      societe: 'Électricité Martin SARL', nom: 'Martin', prenom: 'Hélène', siret: '73282932000074', tva_cee: 'FR40732829320',
      adresse_debut: '12 rue de la Forge', code_postal: '69007', ville: 'Lyon', telephone: '04 78 00 00 00', gsm: '06 12 34 56 78',
      email: 'compta@martin-elec.fr', mode_reglement: 'Virement 30 jours', famille: 'Installateurs',
    });
    expect(martin?.client.hash_password).toBeUndefined();
    // No way in until a password is set: not a demo seed account, so no fallback password opens it.
    expect(martin?.demoSeed).toBe(false);
    expect(checkSignIn(martin?.client, 'admin', { allowNoHashFallback: martin?.demoSeed ?? true }).ok).toBe(false);
    expect(stored.find(({ client }) => client.pseudo === 'C00413')).toBeUndefined();
    // Recorded in the trail, in the import's transaction: the terminal, the file, the clients created.
    const created = stored.filter(({ client }) => ['C00412', 'C00415'].includes(client.pseudo)).map(({ client }) => client.id);
    expect(await lastImportEntry()).toMatchObject({
      staff_id: 'otech-cli', staff_name: 'otech (terminal)', action: 'import clients', record_id: path.join(dir, 'clients.csv'),
      after: { fichier: path.join(dir, 'clients.csv'), créés: expect.arrayContaining(created), modifiés: [], invitations: 0, 'compte système': userInfo().username },
    });
  }, 120_000);

  it('updates a client matched by its code on a second import, keeping its id', async () => {
    const before = (await storedClients()).find(({ client }) => client.pseudo === 'C00415')?.client;
    await writeFile(path.join(dir, 'update.csv'), iconv.encode('Code client;Ville\r\nC00415;Dinard\r\n', 'windows-1252'));
    const result = await otech('import', 'clients', path.join(dir, 'update.csv'), '--data-dir', dataDir, '--sql-dir', sqlDir());
    expect(result.out).toContain('0 created, 1 updated, 0 skipped, 0 rejected');
    const after = (await storedClients()).find(({ client }) => client.pseudo === 'C00415')?.client;
    expect(after).toMatchObject({ id: before?.id, ville: 'Dinard', societe: 'Sécurité Ouest' });
  }, 120_000);

  it('reads headers named in --map, and --save-map writes the mapping to edit', async () => {
    await writeFile(path.join(dir, 'odd.csv'), 'Compte;Nom commercial;Mél\nC00500;Piles Express;ventes@piles-express.fr\n');
    const saved = path.join(dir, 'saved.json');
    const unmapped = await otech('import', 'clients', path.join(dir, 'odd.csv'), '--data-dir', dataDir, '--sql-dir', sqlDir(), '--dry-run', '--save-map', saved);
    expect(unmapped.err).toContain('columns ignored, not client fields: "Compte", "Nom commercial", "Mél"');
    const map = path.join(dir, 'map.json');
    await writeFile(map, JSON.stringify({ columns: { Compte: 'pseudo', 'Nom commercial': 'societe', 'Mél': 'email' } }));
    const result = await otech('import', 'clients', path.join(dir, 'odd.csv'), '--data-dir', dataDir, '--sql-dir', sqlDir(), '--map', map);
    expect(result.out).toContain('1 created');
    expect((await storedClients()).find(({ client }) => client.pseudo === 'C00500')?.client).toMatchObject({ societe: 'Piles Express', email: 'ventes@piles-express.fr' });
  }, 120_000);

  it('--invite queues an invitation e-mail for each new client, in the database outbox the running shop sends from', async () => {
    await writeFile(path.join(dir, 'invite.csv'), 'Code client;Raison sociale;E-mail\nC00415;Sécurité Ouest;anne@securite-ouest.fr\nC00600;Piles Atlantique;achats@piles-atlantique.fr\n');
    const refused = await otech('import', 'clients', path.join(dir, 'invite.csv'), '--data-dir', dataDir, '--into-seed', '--invite');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain("--invite sends e-mails from the shop's runtime database: not with --into-seed");
    const result = await otech('import', 'clients', path.join(dir, 'invite.csv'), '--data-dir', dataDir, '--sql-dir', sqlDir(), '--invite');
    expect(result.out).toContain('1 created, 0 updated, 1 skipped, 0 rejected, 1 invited by e-mail');
    const db = await openRuntimeSql({ dir: sqlDir() }, dataDir);
    try {
      const mails = await db.selectFrom('mail_outbox').select(['recipient', 'subject', 'status', 'record']).execute();
      expect(mails.map(({ recipient, subject, status }) => ({ recipient, subject, status }))).toEqual([{ recipient: 'achats@piles-atlantique.fr', subject: 'Votre accès à l’espace client OTECH', status: 'pending' }]);
      expect(mails[0]?.record.text).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}\n/);
      const invitations = await db.selectFrom('client_invitations').innerJoin('clients', 'clients.id', 'client_invitations.client_id').select(['pseudo', 'used_at']).execute();
      expect(invitations).toEqual([{ pseudo: 'C00600', used_at: null }]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

describe('otech import products into the runtime database (issue 20)', () => {
  it('upserts by reference in one transaction, moves the catalogue version on, and leaves data/ alone', async () => {
    const seedBefore = await snapshot(dataDir);
    const version = async () => {
      const db = await openRuntimeSql({ dir: sqlDir() }, dataDir);
      try {
        const row = await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
        const products = await db.selectFrom('products').select('record').execute();
        return { version: String(row.version), products: new Map(products.map(({ record }) => [record.reference, record])) };
      } finally {
        await db.destroy();
      }
    };
    const before = await version();
    const existing = [...before.products.values()][0];
    await writeFile(path.join(dir, 'products.csv'), `reference;name;category;Prix (TTC);Poids (kg);stock\nRT-1;Pile test runtime;vp;12;0,25;5\n${existing?.reference};${existing?.name};${existing?.category};24;;3\n`);
    const result = await otech('import', 'products', path.join(dir, 'products.csv'), '--data-dir', dataDir, '--sql-dir', sqlDir());
    expect(result.out).toContain('1 created, 1 updated, 0 skipped, 0 rejected');
    const after = await version();
    expect(after.products.get('RT-1')).toMatchObject({ name: 'Pile test runtime', price: 10, poids_unitaire_g: 250, stock: 5 });
    expect(after.products.get(existing?.reference ?? '')).toMatchObject({ id: existing?.id, price: 20, stock: 3, images: existing?.images });
    expect(Number(after.version)).toBeGreaterThan(Number(before.version));
    expect(await snapshot(dataDir)).toEqual(seedBefore);
    expect(await lastImportEntry()).toMatchObject({ staff_name: 'otech (terminal)', action: 'import produits', after: { fichier: path.join(dir, 'products.csv'), créés: 1, modifiés: 1, photos: 0 } });
  }, 120_000);

  it('imports a product inactive in the export (PrestaShop "Actif (0/1)" = 0) hidden, and says how many', async () => {
    await writeFile(path.join(dir, 'presta.csv'), 'reference;name;category;Prix HT;stock;Actif (0/1)\nRT-OFF;Pile retirée;vp;3;5;0\nRT-ON;Pile en vente;vp;3;5;1\n');
    const result = await otech('import', 'products', path.join(dir, 'presta.csv'), '--data-dir', dataDir, '--sql-dir', sqlDir());
    expect(result.out).toContain('2 created, 0 updated, 0 skipped, 0 rejected, 1 hidden (inactive in the file)');
    expect(result.err).toContain('1 product inactive in the file ("Actif (0/1)"): imported hidden, not sold, not listed, not in the sitemap');
    const db = await openRuntimeSql({ dir: sqlDir() }, dataDir);
    try {
      const rows = await db.selectFrom('products').select('record').where('reference', 'in', ['RT-OFF', 'RT-ON']).execute();
      expect(Object.fromEntries(rows.map(({ record }) => [record.reference, record.hidden]))).toEqual({ 'RT-OFF': true, 'RT-ON': false });
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

describe("otech import images into the shop's photo store (issue 27)", () => {
  const photosOf = async (reference: string) => {
    const db = await openRuntimeSql({ dir: sqlDir() }, dataDir);
    try {
      const views = await db.selectFrom('product_photos').select(['view', 'width']).where('reference', '=', reference).orderBy('view').execute();
      const product = await db.selectFrom('products').select('record').where('reference', '=', reference).executeTakeFirst();
      return { views, images: product?.record.images };
    } finally {
      await db.destroy();
    }
  };

  it('stores the photos in the runtime database with the products\' card images, leaves data/ alone, and skips them when sent again', async () => {
    const seedBefore = await snapshot(dataDir);
    const result = await otech('import', 'images', fixture('images', 'photos'), '--data-dir', dataDir, '--sql-dir', sqlDir());
    expect(result.out).toContain('3 created, 0 updated, 0 skipped, 2 rejected');
    expect(result.err).toContain(`${fixture('images', 'photos', 'NOPE00001_AV.jpg')}: reference: unknown product reference "NOPE00001" (not in the shop's catalogue)`);
    const stored = await photosOf('VP00001');
    expect(stored.views.map((photo) => photo.view)).toEqual(['ar', 'av']);
    expect(stored.images).toEqual(['/api/images/VP00001/thumb/ar.jpg', '/api/images/VP00001/thumb/av.jpg']);
    expect(await snapshot(dataDir)).toEqual(seedBefore);
    expect(await lastImportEntry()).toMatchObject({ staff_name: 'otech (terminal)', action: 'import photos', record_id: fixture('images', 'photos'), after: { photos: 3 } });
    const again = await otech('import', 'images', fixture('images', 'photos'), '--data-dir', dataDir, '--sql-dir', sqlDir());
    expect(again.out).toContain('0 created, 0 updated, 3 skipped, 2 rejected');
  }, 120_000);
});

describe("otech import products: image addresses into the shop's photo store (issue 20)", () => {
  it('stores the photo of an http address and of a path beside the file, and warns per product for the others, grouped', async () => {
    const front = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#224466' } }).jpeg().toBuffer();
    const server = createServer((req, res) => (req.url === '/front.jpg' ? res.writeHead(200).end(front) : res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await writeFile(path.join(dir, 'beside.jpg'), front);
      const csv = ['reference;name;category;Prix HT;Poids (g);stock;Image Src', `IMG-1;Pile photo web;vp;2;5;1;${base}/front.jpg`, 'IMG-2;Pile photo locale;vp;2;5;1;beside.jpg', `IMG-3;Pile sans photo;vp;2;5;1;${base}/missing.jpg`].join('\n');
      await writeFile(path.join(dir, 'with-images.csv'), `${csv}\n`);
      const result = await otech('import', 'products', path.join(dir, 'with-images.csv'), '--data-dir', dataDir, '--sql-dir', sqlDir());
      expect(result.out).toContain('3 created, 0 updated, 0 skipped, 0 rejected, 2 photos stored (1 not)');
      expect(result.err).toContain(`with-images.csv:4: Image Src: image not stored (the server answered 404): 1 product imported without it: IMG-3 (line 4); first address: ${base}/missing.jpg`);
      const db = await openRuntimeSql({ dir: sqlDir() }, dataDir);
      try {
        const photos = await db.selectFrom('product_photos').select(['reference', 'view', 'width']).where('reference', 'like', 'IMG-%').orderBy('reference').execute();
        expect(photos).toEqual([{ reference: 'IMG-1', view: 'av', width: 600 }, { reference: 'IMG-2', view: 'av', width: 600 }]);
        const product = await db.selectFrom('products').select('record').where('reference', '=', 'IMG-1').executeTakeFirstOrThrow();
        expect(product.record.images).toEqual(['/api/images/IMG-1/thumb/av.jpg']);
      } finally {
        await db.destroy();
      }
    } finally {
      server.close();
    }
  }, 120_000);
});
