import * as v from 'valibot';
import { QuoteRequestSchema } from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { atomWithValidatedStorage } from '../../app/storage/validatedStorage.ts';

/** The signed-in customer's last known quote requests, under the spec's key `quoteRequests`. */
export const quoteRequestsCacheAtom = atomWithValidatedStorage(
  storageKeys.quoteRequests,
  v.array(QuoteRequestSchema),
  [],
);
