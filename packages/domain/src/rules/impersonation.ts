import type { AdminClientSession } from '../schemas/admin.ts';
import type { AdminClient } from '../schemas/adminClient.ts';

/** Only an active client can be opened by an administrator (spec 3 §4, §6). */
export function canImpersonate(client: Pick<AdminClient, 'isActive'>): boolean {
  return client.isActive;
}

/** The record stored when an administrator opens a client's account (spec 3 §3). */
export function impersonationSession(adminId: string, clientId: string, now: Date): AdminClientSession {
  return { adminId, clientId, timestamp: now.toISOString() };
}

/** Confirmation shown after opening the account, with the 'Retour Admin' action (spec 3 §8). */
export function impersonationLabel(client: Pick<AdminClient, 'firstName' | 'lastName'>): string {
  return `Connexion en tant que ${client.firstName} ${client.lastName}`;
}
