import { useEffect, useState } from 'react';
import { takeRegisteredAccount, type RegisteredAccount } from './registeredAccount.ts';

/**
 * The account registered just before this sign-in page, read once the page is the browser's: the
 * server drew the page without it (session storage is the tab's), and hydration must draw the same.
 */
export function useRegisteredAccount(): RegisteredAccount | null {
  const [account, setAccount] = useState<RegisteredAccount | null>(null);
  useEffect(() => {
    const taken = takeRegisteredAccount(window.sessionStorage);
    // React's two-pass drawing of what only the browser knows (hydrateRoot's documentation): the
    // value is taken out of storage here, once, so it cannot be read during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (taken) setAccount(taken);
  }, []);
  return account;
}
