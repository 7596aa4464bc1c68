import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { visibleRayons } from '@otech/domain';
import { categoriesCacheAtom } from './categoriesCache.ts';
import { categoriesQuery } from './queries.ts';

/**
 * Active categories without the excluded codes (spec 1 §7). A cached list is used as it is; a failed
 * load is only logged and leaves the list empty (spec 1 §8 "Silent failures").
 */
export function useCategories() {
  const [cached, setCached] = useAtom(categoriesCacheAtom);
  const query = useQuery({ ...categoriesQuery(), enabled: cached === null });
  useEffect(() => {
    if (query.data) setCached(query.data);
  }, [query.data, setCached]);
  useEffect(() => {
    if (query.error) console.warn('Category load failed', query.error);
  }, [query.error]);
  // A list the server fetched for this page comes first, so the hydrating render matches its HTML.
  return visibleRayons(query.data ?? cached ?? []);
}
