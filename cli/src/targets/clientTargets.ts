import * as v from 'valibot';
import { ClientSchema } from '@otech/domain';
import type { Client } from '@otech/domain';
import type { StoredClients } from '@otech/domain/client-import';
import type { SqlDatabase } from '@otech/api/imports';
import { DATA_FILES, dataPath, jsonText } from '../io/dataDir.ts';
import { DataFileError, readJsonFile } from '../io/dataFiles.ts';
import { removeStaleTemporaryFiles, StagedWrites } from '../io/stagedWrites.ts';

interface LoadedClients extends StoredClients {
  nextId(): number;
}

/** Where `otech import clients` reads the stored clients and writes the imported ones. */
export interface ClientTarget {
  load(): Promise<LoadedClients>;
  /** Answers how many new clients were sent an invitation (`--invite`, the runtime database only). */
  write(changed: readonly { client: Client; isNew: boolean }[]): Promise<number>;
}

/**
 * The shop's runtime database, in one transaction with the import's audit entry (packages/api src/db/runtimeImports.ts). With
 * `invite`, each new client's invitation e-mail is queued in the database's outbox in the same
 * transaction; the running shop sends it (at once if it runs, else when it starts).
 */
export async function runtimeClients(db: SqlDatabase, file: string, invite = false): Promise<ClientTarget> {
  const { storedClientsForImport, terminalImport, writeImportedClients, mailLinkOrigin } = await import('@otech/api/imports');
  const invitations = invite ? { siteOrigin: mailLinkOrigin(process.env) } : undefined;
  return { load: () => storedClientsForImport(db), write: (changed) => writeImportedClients(db, changed, invitations, terminalImport(file)) };
}

/** The seed's data/clients.json (`--into-seed`), rewritten whole through a staged write. */
export function seedClients(dataDir: string): ClientTarget {
  const file = dataPath(dataDir, DATA_FILES.clients);
  const clients = new Map<number, Client>();
  return {
    async load() {
      await removeStaleTemporaryFiles(dataDir);
      const current = v.safeParse(v.array(ClientSchema), await readJsonFile(file));
      if (!current.success) throw new DataFileError(`${file}: ${v.summarize(current.issues)}`);
      for (const client of current.output) clients.set(client.id, client);
      const find = (key: 'pseudo' | 'email', value: string) => [...clients.values()].find((client) => client[key].toLowerCase() === value.toLowerCase());
      let last = Math.max(0, ...clients.keys());
      return { byId: (id) => clients.get(id), byPseudo: (pseudo) => find('pseudo', pseudo), byEmail: (email) => find('email', email), nextId: () => (last += 1) };
    },
    async write(changed) {
      for (const { client } of changed) clients.set(client.id, client);
      const writes = new StagedWrites();
      writes.stage(file, jsonText([...clients.values()].sort((a, b) => a.id - b.id)));
      await writes.commit();
      return 0;
    },
  };
}
