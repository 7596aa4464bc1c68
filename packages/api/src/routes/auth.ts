import {
  adminLoginSchema,
  clientToUserProfile,
  impersonationSession,
  identifierIsEmail,
  isAccountUsable,
  loginSchema,
  pseudoFromRegistration,
  registeredAccountState,
  registrationSchema,
  SIGN_IN_MESSAGES,
  signInWaitMessage,
  AdminLoginResponseSchema,
  ImpersonationResponseSchema,
  LoginResponseSchema,
  SignedInUserSchema,
} from '@otech/domain';
import type { AccountOpening, Client, ImpersonationResponse, RegistrationValues } from '@otech/domain';
import type { RouteContext } from '../context.ts';
import { perApp } from '../http/perApp.ts';
import { route } from '../http/route.ts';
import { publicAdmin } from '../records/admins.ts';
import type { BodyInput, NoInput, RequestOf } from '../http/route.ts';
import type { Database } from '../db/database.ts';
import { hashPassword, slowHashMatches } from '../auth/passwords.ts';
import { checkCustomerSignIn, demoFallbackAllowed } from '../auth/customerPasswords.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie.ts';
import { REMEMBER_ME_SECONDS, SESSION_SECONDS } from '../auth/tokens.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { SignInThrottle } from '../http/signInThrottle.ts';
import { anonymousWriteLimit } from '../http/anonymousWrites.ts';
import { retiredDemoPasswords } from '../auth/demoAccounts.ts';
import { adminByLogin, recordAdminLogin } from '../db/admins.ts';
import { clientByEmail, clientById, clientByPseudo, insertClient, withClientIdentities } from '../db/clients.ts';
import { endSession, recordImpersonation } from '../db/sessions.ts';
import { signInFailures } from '../db/signInFailures.ts';
import { AUTH_ROUTE_MESSAGES } from '../http/messages.ts';

function findClient(db: Database, identifier: string): Promise<Client | undefined> {
  // E-mails are unique whatever their case (registration checks them so): sign-in ignores it too.
  return identifierIsEmail(identifier) ? clientByEmail(db, identifier) : clientByPseudo(db, identifier);
}

/** The registration pseudo (spec 1 §5), made unique with a number when another client holds it. */
async function freePseudo(db: Database, base: string): Promise<string> {
  let pseudo = base;
  for (let n = 2; await clientByPseudo(db, pseudo); n += 1) pseudo = `${base}${n}`;
  return pseudo;
}

function clientFromRegistration(id: number, pseudo: string, form: RegistrationValues, hash: string, now: string, opening: AccountOpening): Client {
  return {
    id,
    pseudo,
    societe: form.companyName,
    prenom: form.firstName,
    nom: form.lastName,
    email: form.email,
    telephone: form.phone || undefined,
    siret: form.siret || undefined,
    representant: form.lastName,
    adresse_debut: form.address.street,
    code_postal: form.address.postalCode,
    ville: form.address.city,
    pays: form.address.country,
    ...registeredAccountState(opening),
    bloque: false,
    hash_password: hash,
    date_creation: now,
    date_modification: now,
  };
}

async function customerSession(ctx: RouteContext, client: Client, rememberMe: boolean) {
  const lifetime = rememberMe ? REMEMBER_ME_SECONDS : SESSION_SECONDS;
  const { token, claims } = await ctx.tokens.sign('customer', String(client.id), lifetime);
  return { token, lifetime, answer: { token, user: clientToUserProfile(client), expiresAt: new Date(claims.expiresAt * 1000).toISOString() } };
}

async function register({ ctx, body: form }: BodyInput<typeof registrationSchema>) {
  const hash = await hashPassword(form.password);
  const client = await withClientIdentities(ctx.db, async (t) => {
    if (await clientByEmail(t, form.email)) throw new HttpError(409, AUTH_ROUTE_MESSAGES.emailTaken);
    const pseudo = await freePseudo(t, pseudoFromRegistration(form.firstName, form.lastName));
    return insertClient(t, (id) => clientFromRegistration(id, pseudo, form, hash, new Date().toISOString(), ctx.accountOpening));
  });
  return { user: clientToUserProfile(client) };
}

/** The sign-in throttle and the published demo passwords refused outside the demo, one of each per app. */
const signInGuards = perApp((ctx) => ({
  throttle: new SignInThrottle(signInFailures(ctx.db)),
  retired: ctx.demo ? new Set<string>() : retiredDemoPasswords(ctx.dataDir),
}));

/**
 * A sign-in: the throttle asked on the account the form names and the caller's address (429 with
 * Retry-After), a 401 counted against both.
 */
async function throttledSignIn<TForm>(
  { req, res, ctx }: RequestOf,
  form: TForm,
  account: string,
  signIn: (form: TForm) => Promise<object>,
): Promise<object> {
  const { throttle } = signInGuards(ctx);
  const keys = { account, address: req.ip ?? req.socket.remoteAddress ?? '' };
  const waitMs = await throttle.waitMs(keys);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    res.set('Retry-After', String(seconds));
    throw new HttpError(429, signInWaitMessage(seconds));
  }
  try {
    const answer = await signIn(form);
    await throttle.success(keys);
    return answer;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) await throttle.failure(keys);
    throw error;
  }
}

async function signInCustomer(input: BodyInput<typeof loginSchema>) {
  const { ctx, res, body: form } = input;
  // The account, not the text typed: its pseudo and its e-mail count as one.
  const found = await findClient(ctx.db, form.identifier);
  const account = found ? `client:${found.id}` : `unknown:${form.identifier.toLowerCase()}`;
  return throttledSignIn(input, form, account, async () => {
    const client = await findClient(ctx.db, form.identifier);
    if (signInGuards(ctx).retired.has(form.password)) throw new HttpError(401, SIGN_IN_MESSAGES.wrong_password);
    const result = await checkCustomerSignIn(ctx.db, client, form.password, await demoFallbackAllowed(ctx.db, ctx.demo, client));
    if (!result.ok || !client) throw new HttpError(401, result.ok ? AUTH_ROUTE_MESSAGES.clientNotFound : result.message);
    const { token, lifetime, answer } = await customerSession(ctx, client, form.rememberMe);
    setSessionCookie(res, token, lifetime);
    return answer;
  });
}

async function signOut({ req, res, ctx }: NoInput) {
  const token = req.identity?.token;
  // 'Retour Admin' (spec 3) signs the client session out: its admin-client record ends with it,
  // while the administrator's own session, which the opening never touched, carries on.
  if (token) await endSession(ctx.db, { id: token.id, expiresAt: token.expiresAt }, token.actor !== undefined, new Date().toISOString());
  // An administrator signing out leaves alone the client session this browser may hold beside.
  if (token?.kind === 'customer') clearSessionCookie(res);
  res.status(204).end();
}

function me({ req, ctx }: NoInput) {
  return { user: clientToUserProfile(ctx.customerOf(req)) };
}

async function signInAdmin(input: BodyInput<typeof adminLoginSchema>) {
  const { ctx, body: form } = input;
  // The account again: a member's user name and e-mail count as one.
  const found = await adminByLogin(ctx.db, form.username);
  const account = found ? `admin:${found.id}` : `unknown-admin:${form.username.toLowerCase()}`;
  return throttledSignIn(input, form, account, async () => {
    const admin = await adminByLogin(ctx.db, form.username);
    const ok = (await slowHashMatches(admin?.password_hash, form.password)) && !signInGuards(ctx).retired.has(form.password);
    if (!admin || !ok) throw new HttpError(401, AUTH_ROUTE_MESSAGES.adminCredentials);
    if (!admin.active) throw new HttpError(401, SIGN_IN_MESSAGES.inactive);
    const { token } = await ctx.tokens.sign('admin', admin.id, SESSION_SECONDS);
    const signedIn = await recordAdminLogin(ctx.db, admin.id, new Date());
    return { token, admin: publicAdmin(signedIn ?? admin) };
  });
}

async function impersonate({ req, res, ctx }: NoInput) {
  const client = await clientById(ctx.db, Number(req.params['clientId']));
  if (!client) throw notFound(AUTH_ROUTE_MESSAGES.clientNotFound);
  if (!isAccountUsable(client)) throw new HttpError(403, AUTH_ROUTE_MESSAGES.impersonationRefused);
  const admin = ctx.adminOf(req);
  // The client session lives only as long as the staff member's own (issue 27).
  const actor = { id: admin.id, tokenId: req.identity?.token.id ?? '' };
  const { token, claims } = await ctx.tokens.sign('customer', String(client.id), SESSION_SECONDS, actor);
  const session = impersonationSession(admin.id, String(client.id), new Date());
  await recordImpersonation(ctx.db, { ...session, tokenId: claims.id });
  const answer: ImpersonationResponse = { token, user: clientToUserProfile(client), session };
  // The client's pages this browser now opens are drawn signed in as that client, header included.
  setSessionCookie(res, token, SESSION_SECONDS);
  return answer;
}

export const authRoutes = [
  route({
    method: 'post',
    path: '/auth/register',
    auth: 'public',
    summary: 'Registers a customer account (spec 1 §5), limited per address',
    body: registrationSchema,
    status: 201,
    before: (ctx) => [anonymousWriteLimit(ctx.db, 'register')],
    answer: SignedInUserSchema,
    handle: register,
  }),
  route({ method: 'post', path: '/auth/login', auth: 'public', summary: 'Signs a customer in by pseudo or e-mail, throttled per account and address', body: loginSchema, atStart: signInGuards, answer: LoginResponseSchema, handle: signInCustomer }),
  route({ method: 'post', path: '/auth/logout', auth: 'signedIn', impersonated: false, permission: 'any', summary: 'Ends the session of the token sent', status: 204, handle: signOut }),
  route({ method: 'get', path: '/auth/me', auth: 'customer', summary: 'The signed-in customer', answer: SignedInUserSchema, handle: me }),
  route({ method: 'post', path: '/admin/login', auth: 'public', summary: 'Signs a staff member in, throttled per account and address', body: adminLoginSchema, answer: AdminLoginResponseSchema, handle: signInAdmin }),
  route({ method: 'post', path: '/admin/impersonate/:clientId', auth: 'admin', permission: 'clients.impersonate', summary: "Opens a client's account as that client (spec 3)", answer: ImpersonationResponseSchema, handle: impersonate }),
];
