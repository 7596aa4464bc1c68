import { clientToUserProfile } from '@otech/domain';
import type { Client, ClientInput, PublicClient } from '@otech/domain';
import { clientByEmail, clientByPseudo, updateClient } from '../db/clients.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { AUTH_ROUTE_MESSAGES, CLIENT_MESSAGES } from '../http/messages.ts';

/** The record without its password hash (spec 1 §3: the hash never leaves the server). */
export function publicClient(client: Client): PublicClient {
  const { hash_password: _hash, ...rest } = client;
  return rest;
}

/** The fields the administration searches on (spec 3 §5), taken from the client record as the profile maps them. */
export function searchableClient(client: Client) {
  const profile = clientToUserProfile(client);
  return { firstName: profile.firstName, lastName: profile.lastName ?? '', email: client.email, companyName: client.societe, siret: client.siret };
}

/** Why the e-mail or pseudo cannot be this client's (another holds it, whatever the case), or null. */
export async function conflicts(db: Database, input: Pick<ClientInput, 'email' | 'pseudo'>, exceptId?: number): Promise<string | null> {
  const other = (client: Client | undefined) => client !== undefined && client.id !== exceptId;
  if (other(await clientByEmail(db, input.email))) return AUTH_ROUTE_MESSAGES.emailTaken;
  if (other(await clientByPseudo(db, input.pseudo, { ignoreCase: true }))) return CLIENT_MESSAGES.pseudoTaken;
  return null;
}

/** Saves the changes of a client found a moment ago; a client deleted since is a 404. */
export async function updatedClient(db: Database, id: number, changes: Partial<Client>): Promise<Client> {
  const updated = await updateClient(db, id, changes);
  if (!updated) throw notFound(CLIENT_MESSAGES.notFound);
  return updated;
}
