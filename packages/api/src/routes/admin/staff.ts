import * as v from 'valibot';
import { NewSessionSchema, passwordChangeSchema, PublicAdminSchema, SECURITY_MESSAGES, STAFF_MESSAGES, staffCreateSchema, staffUpdateSchema } from '@otech/domain';
import { actorOf } from '../../db/auditTrail.ts';
import { changeStaffPassword, insertStaff, LastAdministrateurError, staffList, StaffEmailTakenError, updateStaff } from '../../db/admins.ts';
import { verifyCurrentPassword } from '../../auth/currentPassword.ts';
import { hashPassword, slowHashMatches } from '../../auth/passwords.ts';
import { SESSION_SECONDS } from '../../auth/tokens.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { publicAdmin } from '../../records/admins.ts';

/* The team (issue 23): the Administrateur lists, adds, re-roles and deactivates staff; each member changes their own password. */

async function listStaff({ ctx }: RouteInput<undefined, undefined>) {
  return (await staffList(ctx.db)).map(publicAdmin);
}

async function addStaff({ req, ctx, body }: RouteInput<typeof staffCreateSchema, undefined>) {
  try {
    return publicAdmin(await insertStaff(ctx.db, { name: body.name, email: body.email, role: body.role, passwordHash: await hashPassword(body.password) }, actorOf(ctx.adminOf(req))));
  } catch (error) {
    if (error instanceof StaffEmailTakenError) throw new HttpError(409, STAFF_MESSAGES.emailTaken, [{ path: 'email', message: STAFF_MESSAGES.emailTaken }]);
    throw error;
  }
}

async function changeStaff({ req, ctx, body }: RouteInput<typeof staffUpdateSchema, undefined>) {
  try {
    const changed = await updateStaff(ctx.db, String(req.params['id']), body, actorOf(ctx.adminOf(req)));
    if (!changed) throw notFound(STAFF_MESSAGES.notFound);
    return publicAdmin(changed[1]);
  } catch (error) {
    if (error instanceof LastAdministrateurError) throw new HttpError(409, STAFF_MESSAGES.lastAdministrateur);
    throw error;
  }
}

/** The signed-in member as stored now: a role changed since they signed in shows in their menus on their next page (issue 23). */
function me({ req, ctx }: RouteInput<undefined, undefined>) {
  return publicAdmin(ctx.adminOf(req));
}

/**
 * A member's own password: the current one checked under the sign-in throttle, every session of
 * theirs ended (those they opened on clients' accounts with them), and this one carried on with a
 * new token signed strictly after that end.
 */
async function changeOwnPassword({ req, res, ctx, body }: RouteInput<typeof passwordChangeSchema, undefined>) {
  const admin = ctx.adminOf(req);
  const wrong = () => new HttpError(400, VALIDATION_MESSAGE, [{ path: 'currentPassword', message: SECURITY_MESSAGES.wrongCurrentPassword }]);
  await verifyCurrentPassword(ctx.db, { req, res }, `admin:${admin.id}`, () => slowHashMatches(admin.password_hash, body.currentPassword), wrong);
  const endedAt = await changeStaffPassword(ctx.db, admin.id, await hashPassword(body.newPassword), actorOf(admin));
  while (Date.now() <= endedAt) await new Promise((resolve) => setTimeout(resolve, 1));
  const left = Math.min(SESSION_SECONDS, Math.max(60, (req.identity?.token.expiresAt ?? 0) - Math.floor(Date.now() / 1000)));
  const { token, claims } = await ctx.tokens.sign('admin', admin.id, left);
  return { token, expiresAt: new Date(claims.expiresAt * 1000).toISOString() };
}

export const staffRoutes = [
  route({ method: 'get', path: '/admin/staff', auth: 'admin', permission: 'staff.manage', summary: 'Lists the staff, by name', answer: v.array(PublicAdminSchema), handle: listStaff }),
  route({
    method: 'post',
    path: '/admin/staff',
    auth: 'admin',
    permission: 'staff.manage',
    summary: 'Adds a staff member (name, e-mail, role, first password); 409 when the e-mail is taken',
    body: staffCreateSchema,
    status: 201,
    answer: PublicAdminSchema,
    handle: addStaff,
  }),
  route({
    method: 'patch',
    path: '/admin/staff/:id',
    auth: 'admin',
    permission: 'staff.manage',
    summary: "Changes a member's role or active state; deactivating ends their sessions at once; the last active Administrateur stays",
    body: staffUpdateSchema,
    answer: PublicAdminSchema,
    handle: changeStaff,
  }),
  route({ method: 'get', path: '/admin/me', auth: 'admin', permission: 'any', summary: 'The signed-in member, with the role and permissions they have now', answer: PublicAdminSchema, handle: me }),
  route({
    method: 'post',
    path: '/admin/me/password',
    auth: 'admin',
    permission: 'any',
    summary: "Changes the signed-in member's own password (throttled as sign-in); their other sessions end",
    body: passwordChangeSchema,
    answer: NewSessionSchema,
    handle: changeOwnPassword,
  }),
];
