import type { AdminClient } from '../schemas/adminClient.ts';
import type { Client } from '../schemas/client.ts';
import { contactName } from './clientAccount.ts';
import { foldAccents } from './foldAccents.ts';

/**
 * The administration's client search (spec 3 §5), described so that a database can run it as the
 * domain does: each client has one search text (`clientSearchText`), a search is a list of terms
 * (`clientSearchTerms`), and a client matches when its text contains every term. A store keeps
 * the text beside the record and asks `text LIKE '%term%'` for each term; `matchesClientSearch`
 * is the same test in JavaScript.
 *
 * - Fields: first name, last name, e-mail, company name, SIRET (spec 3 §5), and the pseudo, the
 *   account's sign-in name, which staff also type.
 * - Folding: case and accents are ignored ('energie' finds 'Énergie'), and 'œ'/'æ' read as 'oe'/'ae'.
 * - Terms: the search is cut at its spaces, each term found in any field ('jean dupont' finds Jean
 *   Dupont). The SIRET is kept without its spaces, so a SIRET typed whole or in groups finds it.
 * - The fields are joined by a line break: a term has no space, so it never runs from one field into the next.
 */

export type SearchableClient = Pick<AdminClient, 'firstName' | 'lastName' | 'email' | 'companyName' | 'siret'> & { pseudo?: string };

const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae' };

/** Lower case, without accents or ligatures: how both a client's text and a search are compared. */
export function foldForSearch(text: string): string {
  return foldAccents(text).replace(/[œæ]/g, (letter) => LIGATURES[letter] ?? letter);
}

/** The text a client is searched in: its fields, folded, one per line. */
export function clientSearchText(client: SearchableClient): string {
  const fields = [client.firstName, client.lastName, client.email, client.companyName, (client.siret ?? '').replace(/\s+/g, ''), client.pseudo ?? ''];
  return fields.map(foldForSearch).join('\n');
}

/** The search text of a stored client, its fields read as the administration's client card shows them. */
export function storedClientSearchText(client: Pick<Client, 'prenom' | 'nom' | 'representant' | 'email' | 'societe' | 'siret' | 'pseudo'>): string {
  return clientSearchText({ ...contactName(client), email: client.email, companyName: client.societe, siret: client.siret, pseudo: client.pseudo });
}

/** The terms of a search, folded; none for an empty search, which finds every client. */
export function clientSearchTerms(search: string): string[] {
  return foldForSearch(search).split(/\s+/).filter((term) => term !== '');
}

/** Whether a client's search text holds every term of the search. */
export function matchesClientSearch(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

/** Clients matching the search (spec 3 §5), in the order given; an empty search returns every client. */
export function searchAdminClients<C extends SearchableClient>(clients: readonly C[], search: string): C[] {
  const terms = clientSearchTerms(search);
  return clients.filter((client) => matchesClientSearch(clientSearchText(client), terms));
}
