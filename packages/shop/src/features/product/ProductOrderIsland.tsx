import { use, useState } from 'react';
import { QuantityForm, type QuantityFormProps } from '@otech/ui';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { ProductPageContext } from './productPageContext.ts';

export interface ProductOrderIslandProps {
  product: QuantityFormProps['product'];
}

/**
 * The product page's buy box: the quantity, "Ajouter au panier" and "Demander un devis". What a
 * press does (session, cart, snackbars) loads with the first press; both buttons wait meanwhile.
 */
export default function ProductOrderIsland({ product }: ProductOrderIslandProps) {
  const navigate = useShopNavigate();
  const addInApp = use(ProductPageContext)?.addToCart ?? null;
  const [isAdding, setAdding] = useState(false);
  const order = (quantity: number, thenQuote: boolean) => {
    setAdding(true);
    void import('./orderFromPage.ts')
      .then(({ orderFromPage }) => orderFromPage(product, quantity, thenQuote, { addInApp, navigate }))
      .catch((error: unknown) => console.warn('The buy box could not order', error))
      .finally(() => setAdding(false));
  };
  return (
    <QuantityForm
      product={product}
      isAdding={isAdding}
      onAddToCart={(quantity) => order(quantity, false)}
      onRequestQuote={(quantity) => order(quantity, true)}
    />
  );
}
