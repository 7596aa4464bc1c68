import { formatLongDate } from '../format/date.ts';

/*
 * The invitation of an imported client (issue 20): the account exists, but has no way in until
 * the client chooses a password through a single-use link, valid 7 days.
 */

/** How long an invitation link opens the page where the client chooses their password. */
export const INVITATION_VALID_DAYS = 7;

/** The page of the link, followed by the token: `/invitation/<token>`. */
export const INVITATION_PATH = '/invitation';

/** A token as the shop makes it: 32 random bytes in base64url (43 characters). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a link still does: lets the client choose a password, or says why not. */
export type InvitationState = 'valid' | 'expired' | 'used' | 'unknown';

/** An invitation as stored: when it stops opening, and when it was used (null: not yet). */
export interface StoredInvitation {
  expiresAt: string;
  usedAt: string | null;
}

export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_VALID_DAYS * 24 * 3_600_000);
}

/** Used wins over expired: a client who already chose a password is told to sign in. */
export function invitationState(stored: StoredInvitation | undefined, now: Date): InvitationState {
  if (stored === undefined) return 'unknown';
  if (stored.usedAt !== null) return 'used';
  return now.getTime() < Date.parse(stored.expiresAt) ? 'valid' : 'expired';
}

export function invitationLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}${INVITATION_PATH}/${token}`;
}

/** An invitationLink inside a message's text. */
const LINK_IN_TEXT = new RegExp(`https?://[^\\s/]+${INVITATION_PATH}/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`);

/**
 * The link of an invitation e-mail the outbox kept because no SMTP server is configured (the demo):
 * staff see it in "Courriels envoyés" so a demo can follow it. A message that left for an SMTP
 * server, or is still to leave, keeps its link to the client alone (it opens their account).
 */
export function keptInvitationLink(mail: { status: string; topic: string; text: string }): string | undefined {
  if (mail.status !== 'kept' || !mail.topic.startsWith('invitation:')) return undefined;
  return LINK_IN_TEXT.exec(mail.text)?.[0];
}

/** The texts of the invitation, for the client's page, the API's answers and the staff button. */
export const INVITATION_MESSAGES = {
  title: 'Choisissez votre mot de passe',
  unknown: 'Ce lien d’invitation n’est pas valable : vérifiez qu’il est complet, ou demandez un nouveau lien à OTECH.',
  expired: (expiresAt: string) => `Ce lien d’invitation a expiré le ${formatLongDate(expiresAt)} : demandez un nouveau lien à OTECH.`,
  used: 'Ce lien d’invitation a déjà servi : connectez-vous avec le mot de passe que vous avez choisi.',
  saved: 'Votre mot de passe est enregistré : vous pouvez vous connecter.',
  send: 'Envoyer une invitation',
  sent: (email: string, expiresAt: string) => `Invitation envoyée à ${email}, valable jusqu’au ${formatLongDate(expiresAt)}.`,
  noEmail: 'Ce client n’a pas d’adresse e-mail : ajoutez-la avant de l’inviter.',
  hasPassword: 'Ce client a déjà un mot de passe : il se connecte avec, ou utilise « Mot de passe oublié ».',
} as const;

/** The message of a link that no longer opens the page (undefined for a valid one). */
export function invitationRefusal(state: InvitationState, expiresAt: string | undefined): string | undefined {
  switch (state) {
    case 'valid':
      return undefined;
    case 'expired':
      return INVITATION_MESSAGES.expired(expiresAt ?? new Date().toISOString());
    case 'used':
      return INVITATION_MESSAGES.used;
    default:
      return INVITATION_MESSAGES.unknown;
  }
}
