import { INVITATION_MESSAGES, INVITATION_TOKEN_PATTERN, InvitationAcceptedSchema, invitationPasswordSchema, invitationRefusal, InvitationSentSchema, InvitationViewSchema } from '@otech/domain';
import { hashPassword } from '../auth/passwords.ts';
import { actorOf, appendAudit } from '../db/auditTrail.ts';
import { clientById } from '../db/clients.ts';
import { acceptInvitation, invitationOf, inviteClient } from '../db/invitations.ts';
import { transaction } from '../db/transaction.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { BodyInput, NoInput, RequestOf } from '../http/route.ts';
import { mailLinkOrigin } from '../siteAddress.ts';

/* The invitation of an imported client (issue 20, decision 125): staff send it, the client chooses a password through it. */

/** The link's token from the path; a malformed one is as unknown as a wrong one. */
function tokenOf(req: RequestOf['req']): string | undefined {
  const token = req.params['token'] ?? '';
  return INVITATION_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** What the page shows: the form for a valid link, else why it does not open (`message`). */
async function openInvitation({ req, ctx }: NoInput) {
  const token = tokenOf(req);
  const found = token === undefined ? { state: 'unknown' as const } : await invitationOf(ctx.db, token);
  const message = invitationRefusal(found.state, found.expiresAt);
  return { state: found.state, ...(found.expiresAt ? { expiresAt: found.expiresAt } : {}), ...(message ? { message } : {}) };
}

async function choosePassword({ req, ctx, body }: BodyInput<typeof invitationPasswordSchema>) {
  const token = tokenOf(req);
  const found = token === undefined ? { state: 'unknown' as const } : await acceptInvitation(ctx.db, token, await hashPassword(body.password));
  const refusal = invitationRefusal(found.state, found.expiresAt);
  if (refusal !== undefined) throw new HttpError(found.state === 'unknown' ? 404 : 410, refusal);
  return { message: INVITATION_MESSAGES.saved };
}

async function sendInvitation({ req, ctx }: NoInput) {
  const client = await clientById(ctx.db, Number(req.params['id']));
  if (!client) throw notFound('Client introuvable');
  if (client.hash_password) throw new HttpError(409, INVITATION_MESSAGES.hasPassword);
  const staff = ctx.adminOf(req);
  const sent = await transaction(ctx.db, async (t) => {
    const invitation = await inviteClient(t.sql, client, mailLinkOrigin(process.env), new Date());
    await appendAudit(t, actorOf(staff), { kind: 'client', recordId: String(client.id), action: 'invitation', before: null, after: { email: client.email, expiresAt: invitation.expiresAt } });
    return invitation;
  });
  ctx.mail.wake();
  return { email: client.email, expiresAt: sent.expiresAt, message: INVITATION_MESSAGES.sent(client.email, sent.expiresAt) };
}


export const invitationRoutes = [
  route({ method: 'get', path: '/invitations/:token', auth: 'public', summary: 'What an invitation link opens: its state and, when it no longer opens, why (French)', answer: InvitationViewSchema, handle: openInvitation }),
  route({ method: 'post', path: '/invitations/:token', auth: 'public', summary: 'The invited client chooses their password; the link is used once', body: invitationPasswordSchema, form: true, answer: InvitationAcceptedSchema, handle: choosePassword }),
  route({ method: 'post', path: '/admin/clients/:id/invitation', auth: 'admin', permission: 'clients.edit', summary: 'Sends a client without a password an invitation e-mail (single-use link, 7 days)', answer: InvitationSentSchema, handle: sendInvitation }),
];
