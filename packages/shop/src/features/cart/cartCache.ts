import * as v from 'valibot';
import type { WritableAtom } from 'jotai';
import { CartSchema, type Cart } from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { atomWithValidatedStorage } from '../../app/storage/validatedStorage.ts';

type CartCacheAtom = WritableAtom<Cart | null, [Cart | null], void>;

const byUser = new Map<string, CartCacheAtom>();

/**
 * The last cart the server sent for one user, under the spec's key `cart_{userId}`: the header's
 * count and the cart page show it at once on the next visit while the server copy loads.
 */
export function cartCacheAtom(userId: string): CartCacheAtom {
  let cached = byUser.get(userId);
  if (!cached) {
    cached = atomWithValidatedStorage(storageKeys.cart(userId), v.nullable(CartSchema), null);
    byUser.set(userId, cached);
  }
  return cached;
}
