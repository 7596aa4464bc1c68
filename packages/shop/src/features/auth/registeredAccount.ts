import * as v from 'valibot';
import { TEXT_LIMITS } from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';

const RegisteredAccountSchema = v.object({
  email: v.pipe(v.string(), v.nonEmpty(), v.maxLength(TEXT_LIMITS.line)),
  /** The new account signs in only once the administration has validated it (/admin/ouvertures). */
  awaitsValidation: v.boolean(),
});
export type RegisteredAccount = v.InferOutput<typeof RegisteredAccountSchema>;

/**
 * Registration ends on the sign-in page, which then says the account was created and has its e-mail
 * typed in. The two are separate server-drawn pages, and a full load keeps no router state: the
 * account goes through this tab's session storage, read once.
 */
export function rememberRegisteredAccount(storage: Storage, account: RegisteredAccount): void {
  storage.setItem(storageKeys.registeredAccount, JSON.stringify(account));
}

/** The account just registered in this tab, removed as it is read (a reload of /login shows no message). */
export function takeRegisteredAccount(storage: Storage): RegisteredAccount | null {
  const stored = storage.getItem(storageKeys.registeredAccount);
  if (stored === null) return null;
  storage.removeItem(storageKeys.registeredAccount);
  try {
    const parsed = v.safeParse(RegisteredAccountSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
