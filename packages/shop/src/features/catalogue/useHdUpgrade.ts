import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { upgradeToHd, type Product } from '@otech/domain';
import { hdImagesQuery } from './queries.ts';

/**
 * The products with their HD images once they arrive (spec 1 §4 "HD image upgrade"): the catalogue
 * page and the detail page, whose gallery and magnifier would otherwise stretch the 320 px thumbnail.
 * A failed load is only logged (spec 1 "silent failures"): the thumbnails stay.
 */
export function useHdUpgrade(products: readonly Product[] | undefined, enabled = true): Product[] | undefined {
  const references = products?.map((product) => product.reference) ?? [];
  const hd = useQuery({ ...hdImagesQuery(references), enabled: enabled && references.length > 0 });
  useEffect(() => {
    if (hd.error) console.warn('HD image load failed', hd.error);
  }, [hd.error]);
  return products?.map((product) => (hd.data ? upgradeToHd(product, hd.data.data[product.reference]) : product));
}
