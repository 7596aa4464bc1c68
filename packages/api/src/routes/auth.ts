import type * as v from 'valibot';
import {
  adminLoginSchema,
  clientToUserProfile,
  impersonationSession,
  identifierIsEmail,
  loginSchema,
  permissionsOf,
  pseudoFromRegistration,
  registeredAccountState,
  registrationSchema,
  SIGN_IN_MESSAGES,
  signInWaitMessage,
} from '@otech/domain';
import type { AccountOpening, Client, ImpersonationResponse, PublicAdmin, RegistrationValues } from '@otech/domain';
import type { Response } from 'express';
import type { RegisterRoutes } from '../context.ts';
import type { AdminRecord, Database } from '../db/database.ts';
import { hashPassword, slowHashMatches } from '../auth/passwords.ts';
import { checkCustomerSignIn, demoFallbackAllowed } from '../auth/customerPasswords.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie.ts';
import { REMEMBER_ME_SECONDS, SESSION_SECONDS } from '../auth/tokens.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { SignInThrottle } from '../http/signInThrottle.ts';
import { anonymousWriteLimit } from '../http/anonymousWrites.ts';
import { retiredDemoPasswords } from './demo.ts';
import { adminByLogin, recordAdminLogin } from '../db/admins.ts';
import { clientByEmail, clientById, clientByPseudo, insertClient, withClientIdentities } from '../db/clients.ts';
import { endSession, recordImpersonation } from '../db/sessions.ts';
import { signInFailures } from '../db/signInFailures.ts';

export const AUTH_ROUTE_MESSAGES = {
  emailTaken: 'Un compte existe déjà avec cet email',
  adminCredentials: "Nom d'utilisateur ou mot de passe incorrect.",
  clientNotFound: 'Client introuvable',
  impersonationRefused: "Impossible d'accéder au compte client",
} as const;

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

export function publicAdmin(admin: AdminRecord): PublicAdmin {
  const { password_hash: _hash, ...shown } = admin;
  return { ...shown, permissions: permissionsOf(admin.role) };
}

export const registerAuthRoutes: RegisterRoutes = (router, ctx) => {
  const { db, tokens } = ctx;

  const customerSession = async (client: Client, rememberMe: boolean) => {
    const lifetime = rememberMe ? REMEMBER_ME_SECONDS : SESSION_SECONDS;
    const { token, claims } = await tokens.sign('customer', String(client.id), lifetime);
    return { token, lifetime, answer: { token, user: clientToUserProfile(client), expiresAt: new Date(claims.expiresAt * 1000).toISOString() } };
  };

  router.post(
    '/auth/register',
    anonymousWriteLimit(ctx.db, 'register'),
    ctx.validateBody(registrationSchema),
    ctx.handle(async (req, res) => {
      const form = req.body as RegistrationValues;
      const hash = await hashPassword(form.password);
      const client = await withClientIdentities(db, async (t) => {
        if (await clientByEmail(t, form.email)) throw new HttpError(409, AUTH_ROUTE_MESSAGES.emailTaken);
        const pseudo = await freePseudo(t, pseudoFromRegistration(form.firstName, form.lastName));
        return insertClient(t, (id) => clientFromRegistration(id, pseudo, form, hash, new Date().toISOString(), ctx.accountOpening));
      });
      res.status(201).json({ user: clientToUserProfile(client) });
    }),
  );

  const throttle = new SignInThrottle(signInFailures(db));
  const retired = ctx.demo ? new Set<string>() : retiredDemoPasswords(ctx.dataDir);

  /**
   * A sign-in route: the body checked with the form's schema, then the throttle asked on the
   * account the form names and the caller's address (429 with Retry-After), a 401 counted against both.
   */
  const signInRoute = <TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    accountOf: (form: v.InferOutput<TSchema>) => Promise<string> | string,
    signIn: (form: v.InferOutput<TSchema>, res: Response) => Promise<object>,
  ) => {
    router.post(path, ctx.validateBody(schema), ctx.handle(async (req, res) => {
      const form = req.body as v.InferOutput<TSchema>;
      const keys = { account: await accountOf(form), address: req.ip ?? req.socket.remoteAddress ?? '' };
      const waitMs = await throttle.waitMs(keys);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        res.set('Retry-After', String(seconds));
        throw new HttpError(429, signInWaitMessage(seconds));
      }
      try {
        const answer = await signIn(form, res);
        await throttle.success(keys);
        res.json(answer);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) await throttle.failure(keys);
        throw error;
      }
    }));
  };

  // The account, not the text typed: its pseudo and its e-mail count as one.
  const customerAccount = async (form: { identifier: string }) => {
    const client = await findClient(db, form.identifier);
    return client ? `client:${client.id}` : `unknown:${form.identifier.toLowerCase()}`;
  };

  signInRoute('/auth/login', loginSchema, customerAccount, async (form, res) => {
    const client = await findClient(db, form.identifier);
    if (retired.has(form.password)) throw new HttpError(401, SIGN_IN_MESSAGES.wrong_password);
    const result = await checkCustomerSignIn(db, client, form.password, await demoFallbackAllowed(db, ctx.demo, client));
    if (!result.ok || !client) throw new HttpError(401, result.ok ? AUTH_ROUTE_MESSAGES.clientNotFound : result.message);
    const { token, lifetime, answer } = await customerSession(client, form.rememberMe);
    setSessionCookie(res, token, lifetime);
    return answer;
  });

  router.post(
    '/auth/logout',
    ctx.requireSignedIn,
    ctx.handle(async (req, res) => {
      const token = req.identity?.token;
      // 'Retour Admin' (spec 3) signs the client session out: its admin-client record ends with it,
      // while the administrator's own session, which the opening never touched, carries on.
      if (token) await endSession(db, { id: token.id, expiresAt: token.expiresAt }, token.actor !== undefined, new Date().toISOString());
      // An administrator signing out leaves alone the client session this browser may hold beside.
      if (token?.kind === 'customer') clearSessionCookie(res);
      res.status(204).end();
    }),
  );

  router.get('/auth/me', ctx.requireCustomer, (req, res) => {
    res.json({ user: clientToUserProfile(ctx.customerOf(req)) });
  });

  // The account again: a member's user name and e-mail count as one.
  const staffAccount = async (form: { username: string }) => {
    const admin = await adminByLogin(db, form.username);
    return admin ? `admin:${admin.id}` : `unknown-admin:${form.username.toLowerCase()}`;
  };

  signInRoute('/admin/login', adminLoginSchema, staffAccount, async (form) => {
    const admin = await adminByLogin(db, form.username);
    const ok = (await slowHashMatches(admin?.password_hash, form.password)) && !retired.has(form.password);
    if (!admin || !ok) throw new HttpError(401, AUTH_ROUTE_MESSAGES.adminCredentials);
    if (!admin.active) throw new HttpError(401, SIGN_IN_MESSAGES.inactive);
    const { token } = await tokens.sign('admin', admin.id, SESSION_SECONDS);
    const signedIn = await recordAdminLogin(db, admin.id, new Date());
    return { token, admin: publicAdmin(signedIn ?? admin) };
  });

  router.post(
    '/admin/impersonate/:clientId',
    ctx.requireAdmin,
    ctx.handle(async (req, res) => {
      const client = await clientById(db, Number(req.params['clientId']));
      if (!client) throw notFound(AUTH_ROUTE_MESSAGES.clientNotFound);
      if (client.actif === false || client.bloque === true) throw new HttpError(403, AUTH_ROUTE_MESSAGES.impersonationRefused);
      const admin = ctx.adminOf(req);
      // The client session lives only as long as the staff member's own (issue 27).
      const actor = { id: admin.id, tokenId: req.identity?.token.id ?? '' };
      const { token, claims } = await tokens.sign('customer', String(client.id), SESSION_SECONDS, actor);
      const session = impersonationSession(admin.id, String(client.id), new Date());
      await recordImpersonation(db, { ...session, tokenId: claims.id });
      const answer: ImpersonationResponse = { token, user: clientToUserProfile(client), session };
      // The client's pages this browser now opens are drawn signed in as that client, header included.
      setSessionCookie(res, token, SESSION_SECONDS);
      res.json(answer);
    }),
  );
};
