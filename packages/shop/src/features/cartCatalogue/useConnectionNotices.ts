import { useEffect, useRef } from 'react';
import { CART_CATALOGUE_SNACKBARS } from '@otech/domain';
import { notify } from '../../app/snackbar.ts';
import { useOnline } from '../../app/useOnline.ts';

/** Online or not, saying so when it changes: "Connexion rétablie", "Connexion perdue…" (spec 2 §4). */
export function useConnectionNotices(): boolean {
  const online = useOnline();
  const previous = useRef(online);
  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    notify(online ? CART_CATALOGUE_SNACKBARS.connectionRestored : CART_CATALOGUE_SNACKBARS.connectionLost);
  }, [online]);
  return online;
}
