import { useEffect, useRef, useState } from 'react';
import { autoSavedCart, CART_AUTOSAVE_DELAY_MS, shouldAutoSaveCart, type CartItem } from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { writeStored } from './browserStore.ts';

/** What makes two carts differ for the auto-save: the lines and their quantities. */
const fingerprint = (items: readonly CartItem[]) => items.map((item) => `${item.id}:${item.quantity}`).join('|');

/**
 * Saves the cart in the browser (`autoSavedCart`) 5 s after a change, when it is not empty (spec 2
 * §4 and §9); the cart as first loaded is no change. Answers when it last saved (ISO time).
 */
export function useCartAutoSave(items: readonly CartItem[] | undefined): string | undefined {
  const [savedAt, setSavedAt] = useState<string>();
  const seen = useRef<string>(undefined);
  const key = items === undefined ? undefined : fingerprint(items);
  useEffect(() => {
    if (items === undefined || key === undefined) return undefined;
    const previous = seen.current;
    seen.current = key;
    if (previous === undefined || previous === key || !shouldAutoSaveCart(items.length)) return undefined;
    const timer = window.setTimeout(() => {
      const saved = autoSavedCart(items, Date.now());
      writeStored(storageKeys.autoSavedCart, saved);
      setSavedAt(saved.timestamp);
    }, CART_AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // The fingerprint stands for the items: a refetch of the same cart is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return savedAt;
}
