import { formatLongDate, INVITATION_VALID_DAYS } from '@otech/domain';
import type { Client } from '@otech/domain';
import { escapeHtml, mailHtml, mailText } from './html.ts';
import type { OutgoingMail } from './outgoingMail.ts';

/** "Votre accès à l’espace client OTECH": the invitation of an imported client (issue 20), with its single-use link. */
export function invitationMail(client: Client, link: string, expiresAt: string): OutgoingMail {
  const greeting = `Bonjour${client.prenom || client.nom ? ` ${[client.prenom, client.nom].filter(Boolean).join(' ')}` : ''},`;
  const intro = `Votre compte client OTECH (${client.societe}, code client ${client.pseudo}) est ouvert. Pour y accéder, choisissez votre mot de passe :`;
  const validity = `Ce lien sert une seule fois et reste valable ${INVITATION_VALID_DAYS} jours, jusqu’au ${formatLongDate(expiresAt)}. Passé ce délai, demandez-en un nouveau à votre contact OTECH.`;
  const signIn = `Vous vous connecterez ensuite avec votre code client (${client.pseudo}) ou votre adresse e-mail et ce mot de passe.`;
  return {
    to: client.email,
    subject: 'Votre accès à l’espace client OTECH',
    topic: `invitation:${client.id}`,
    text: mailText([greeting, intro, link, validity, signIn]),
    html: mailHtml([escapeHtml(greeting), escapeHtml(intro), `<a href="${escapeHtml(link)}">Choisir mon mot de passe</a>`, escapeHtml(validity), escapeHtml(signIn)]),
    attachments: [],
  };
}
