import { createContext } from 'react';
import type { Product } from '@otech/domain';

/** What the catalogue does through the app's query cache, which a page drawn as islands has not. */
export interface CatalogueAppActions {
  addToCart: (product: Product) => void;
  addingProductId: string | undefined;
  retry: () => void;
}

/**
 * Given by the catalogue's route in the app, where its island renders inline; absent on a page drawn
 * as islands (CatalogueIsland then adds through the stored cart and retries with a new load).
 */
export const CatalogueAppContext = createContext<CatalogueAppActions | null>(null);
