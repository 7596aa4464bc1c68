import { useAtomValue } from 'jotai';
import { QuantityForm, type QuantityFormProps } from '@otech/ui';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { isSignedInAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { useCartActions } from '../cart/index.ts';
import { orderProduct } from './orderProduct.ts';

// The cart's write is a TanStack Query mutation, which updates the cart the header and /panier show.
export const usesQueries = true;

export interface ProductOrderIslandProps {
  product: QuantityFormProps['product'];
}

/** The product page's buy box: the quantity, "Ajouter au panier" and "Demander un devis". */
export default function ProductOrderIsland({ product }: ProductOrderIslandProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useShopNavigate();
  const { add } = useCartActions();
  const order = (quantity: number, thenQuote: boolean) =>
    orderProduct(product, quantity, thenQuote, {
      signedIn,
      addToCart: (added, outcome) => add.mutate({ productId: product.id, quantity: added }, outcome),
      notify,
      navigate,
    });
  return (
    <QuantityForm
      product={product}
      isAdding={add.isPending}
      onAddToCart={(quantity) => order(quantity, false)}
      onRequestQuote={(quantity) => order(quantity, true)}
    />
  );
}
