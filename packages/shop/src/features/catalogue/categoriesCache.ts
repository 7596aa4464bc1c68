import * as v from 'valibot';
import { RayonSchema } from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { atomWithValidatedStorage } from '../../app/storage/validatedStorage.ts';

/** The category list, fetched once and then reused from local storage (spec 1 §7). */
export const categoriesCacheAtom = atomWithValidatedStorage(storageKeys.categories, v.nullable(v.array(RayonSchema)), null);
