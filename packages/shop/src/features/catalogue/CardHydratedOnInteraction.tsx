import { memo } from 'react';
import { ProductCard, type ProductCardProps } from '@otech/ui';
import { HydrateOnInteraction } from '../../app/islands/HydrateOnInteraction.tsx';

/**
 * A catalogue card hydrated on its first interaction (issue 27: hydrating the 12 cards at load was
 * the catalogue's heaviest main-thread work). Memoised: a card whose props did not change is not
 * drawn again, so the page's other changes (one card's "Ajouter au panier" waiting) leave the cards
 * nobody touched as the server drew them.
 */
export const CardHydratedOnInteraction = memo(function CardHydratedOnInteraction(props: ProductCardProps) {
  return (
    <HydrateOnInteraction id={props.product.id}>
      <ProductCard {...props} />
    </HydrateOnInteraction>
  );
});
