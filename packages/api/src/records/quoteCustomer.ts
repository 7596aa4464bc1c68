import { contactFullName, clientToUserProfile } from '@otech/domain';
import type { Client, QuoteCustomer, QuoteRequest } from '@otech/domain';

/** Who asked for a quote, from their account; a request whose account is gone keeps its id only. */
export function quoteCustomer(quote: QuoteRequest, owner: Client | undefined): QuoteCustomer {
  if (!owner) return { id: Number(quote.userId), name: '', company: '', email: '' };
  return { id: owner.id, name: contactFullName(clientToUserProfile(owner)), company: owner.societe, email: owner.email };
}
