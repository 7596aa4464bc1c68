import type { AdminClient } from '../schemas/adminClient.ts';
import { countsAsSpent, fromCents } from './money.ts';

/** Empty result of a non-empty search (spec 3 §2); null when the search is empty. */
export function noClientFoundLabel(search: string): string | null {
  return search.trim() === '' ? null : `Aucun client trouvé pour "${search}"`;
}

/** Company line of a client card: the company, or 'Particulier' (spec 3 §2). */
export function clientCompanyLabel(client: Pick<AdminClient, 'companyName'>): string {
  return client.companyName.trim() === '' ? 'Particulier' : client.companyName;
}

/** Address line of a client card, or 'Adresse non renseigné' (spec 3 §2, text as given). */
export function clientAddressLabel(client: Pick<AdminClient, 'address'>): string {
  const { street, postalCode, city } = client.address;
  const place = [postalCode, city].map((part) => part.trim()).filter(Boolean).join(' ');
  const line = [street.trim(), place].filter(Boolean).join(', ');
  return line === '' ? 'Adresse non renseigné' : line;
}

/** Chip of a client card (spec 3 §2). */
export function clientActivityLabel(client: Pick<AdminClient, 'isActive'>): string {
  return client.isActive ? 'Actif' : 'Inactif';
}

/** Text shown by 'Détails' on a client (spec 3 §8). */
export function clientDetailsLabel(client: Pick<AdminClient, 'firstName' | 'lastName' | 'totalOrders'>): string {
  return `Client: ${client.firstName} ${client.lastName} - ${client.totalOrders} commandes`;
}

/** A client's orders of one status as the database keeps them counted: how many, and their amounts added up in cents. */
export interface ClientOrderTally {
  status: string;
  orders: number;
  amountCents: number;
}

/**
 * A client card's order count and money spent (spec 3 §2) from the client's tallies, by the rules
 * of `spentOrders`: every order is counted, only those that count as spent add their amount.
 */
export function clientOrderFigures(tallies: readonly ClientOrderTally[]): Pick<AdminClient, 'totalOrders' | 'totalSpent'> {
  return {
    totalOrders: tallies.reduce((sum, tally) => sum + tally.orders, 0),
    totalSpent: fromCents(tallies.filter(countsAsSpent).reduce((sum, tally) => sum + tally.amountCents, 0)),
  };
}
