import type { Request } from 'express';
import { withoutSecrets } from '@otech/domain';
import { appendAudit } from '../db/auditTrail.ts';
import { staffActingAs } from '../db/sessions.ts';
import { transaction } from '../db/transaction.ts';
import type { RouteContext } from '../context.ts';

/**
 * What a customer write route records when a staff member makes it signed in as the client (issue
 * 23): the action in French ("adresse ajoutée"); `secret` keeps the whole body out of the entry.
 * Whatever the route, the entry never keeps a banking field nor a password (`withoutSecrets`): the
 * client's timeline is read by roles that must not see them.
 */
export interface ImpersonatedWrite {
  action: string;
  secret?: true;
}

/**
 * Runs a customer route's handler; when the caller is a staff member signed in as the client and
 * the route writes, in one transaction with its audit entry naming both (« Marie Leroy (Commercial)
 * pour SARL Dupont »), so the write and its record stand or fall together.
 */
export function withImpersonatedAudit(req: Request, ctx: RouteContext, write: ImpersonatedWrite | false | undefined, body: unknown, handle: (ctx: RouteContext) => Promise<unknown>): Promise<unknown> {
  const identity = req.identity;
  if (!write || identity?.kind !== 'customer' || identity.token.actor === undefined) return handle(ctx);
  const staffId = identity.token.actor;
  const clientId = String(identity.client.id);
  return transaction(ctx.db, async (t) => {
    const actor = await staffActingAs(t, staffId, clientId);
    // The session was checked a moment ago: its staff member and client exist.
    if (!actor) throw new Error(`impersonated write: staff ${staffId} or client ${clientId} not found`);
    const answer = await handle({ ...ctx, db: t });
    const after = write.secret ? null : withoutSecrets({ ...req.params, ...(typeof body === 'object' && body !== null ? body : {}) });
    await appendAudit(t, actor, { kind: 'client', recordId: clientId, action: write.action, before: null, after });
    return answer;
  });
}
