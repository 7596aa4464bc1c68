import { QuickOrderPage } from '@otech/ui';
import { useQuickOrder } from './useQuickOrder.ts';

/** /commande-rapide (issue 22): references or EAN with quantities, pasted or from a file, into the cart in one step. */
export function Component() {
  return <QuickOrderPage {...useQuickOrder()} cartHref="/panier" />;
}
