import { use, useState } from 'react';
import { CustomerPriceTag, PriceBreakList, QuantityForm, type QuantityFormProps } from '@otech/ui';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { useCustomerPrices } from '../pricing/index.ts';
import { ProductPageContext } from './productPageContext.ts';

export interface ProductOrderIslandProps {
  product: QuantityFormProps['product'];
}

/**
 * The product page's buy box: for a signed-in customer their own price (the public one struck
 * through where it differs) and quantity breaks (issue 21), then the quantity, "Ajouter au panier"
 * and "Demander un devis". What a press does (session, cart, snackbars) loads with the first press;
 * both buttons wait meanwhile.
 */
export default function ProductOrderIsland({ product }: ProductOrderIslandProps) {
  const navigate = useShopNavigate();
  const addInApp = use(ProductPageContext)?.addToCart ?? null;
  const [isAdding, setAdding] = useState(false);
  const price = useCustomerPrices([product.id])?.prices[product.id];
  const order = (quantity: number, thenQuote: boolean) => {
    setAdding(true);
    void import('./orderFromPage.ts')
      .then(({ orderFromPage }) => orderFromPage(product, quantity, thenQuote, { addInApp, navigate }))
      .catch((error: unknown) => console.warn('The buy box could not order', error))
      .finally(() => setAdding(false));
  };
  return (
    <>
      {price && (
        <>
          <CustomerPriceTag size="lg" unitPriceCents={price.unitPriceCents} publicPriceCents={price.publicPriceCents} />
          <PriceBreakList breaks={price.breaks} />
        </>
      )}
      <QuantityForm
        product={product}
        isAdding={isAdding}
        onAddToCart={(quantity) => order(quantity, false)}
        onRequestQuote={(quantity) => order(quantity, true)}
      />
    </>
  );
}
