import type { ComponentType } from 'react';
import type { Product, ProductPrice, Rayon } from '@otech/domain';
import { categoryLabel } from '../categories.ts';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard.tsx';
import { cardCell } from '../ProductCard/ProductCard.css.ts';
import * as styles from './ProductGrid.css.ts';

/** Cards on a first screen at most (one row of four at 1280 px, two of one or two on a phone): their pictures load at once. */
const FIRST_SCREEN_CARDS = 4;

export interface ProductGridProps {
  /** The products of the page, one card each, in order. */
  products: readonly Product[];
  /** Category list, to show each card's category label instead of its code. */
  categories?: readonly Rayon[];
  /** Detail-page link of a product (the shop knows the routes). */
  productHref?: ((product: Product) => string) | undefined;
  /** Called with the product whose "Ajouter au panier" was pressed; without it, no button. */
  onAddToCart?: ((product: Product) => void) | undefined;
  /** The product being added to the cart, whose button waits. */
  addingProductId?: string | undefined;
  /** Products added in the last 3 s, whose button reads "Ajouté !". */
  recentlyAddedIds?: readonly string[] | undefined;
  /** Cards of the catalogue with cart (chips, "Détails"; see ProductCard). */
  withCart?: boolean | undefined;
  /** Cards with the user dashboard's "Détails" button, which does nothing visible (spec 2 §2.4). */
  withInertDetails?: boolean | undefined;
  /** Ids of the customer's favourite products, whose heart is filled. */
  favouriteIds?: readonly string[] | undefined;
  /** Shows the hearts; pressing one adds or removes that product from the favourites. */
  onToggleFavourite?: ((product: Product) => void) | undefined;
  /** A signed-in customer's prices by product id (issue 21); visitors see the public prices. */
  customerPrices?: Readonly<Record<string, ProductPrice>> | undefined;
  /** Names the list for screen readers. */
  label?: string;
  /** Level of the card titles, one below the heading the grid sits under. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Draws each card: `ProductCard`, or the shop's own around it (the public catalogue hydrates each
   * card on its first interaction). Same props, so a memoised one skips the cards that did not change.
   */
  cardComponent?: ComponentType<ProductCardProps> | undefined;
}

/**
 * The catalogue's cards: as many columns as the grid's own width holds readable cards, four at most
 * (four on a desktop, fewer beside a cart, three on a tablet, one on a phone).
 */
export function ProductGrid({
  products,
  categories = [],
  productHref,
  onAddToCart,
  addingProductId,
  recentlyAddedIds = [],
  withCart,
  withInertDetails,
  favouriteIds = [],
  onToggleFavourite,
  customerPrices,
  label = 'Produits',
  headingLevel = 3,
  cardComponent: Card = ProductCard,
}: ProductGridProps) {
  return (
    <div className={styles.box}>
      <ul className={styles.grid} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id} className={cardCell}>
            <Card
              product={product}
              categoryLabel={categoryLabel(categories, product.category)}
              href={productHref?.(product)}
              onAddToCart={onAddToCart}
              isAdding={product.id === addingProductId}
              isRecentlyAdded={recentlyAddedIds.includes(product.id)}
              headingLevel={headingLevel}
              withCart={withCart}
              withInertDetails={withInertDetails}
              onToggleFavourite={onToggleFavourite}
              isFavourite={favouriteIds.includes(product.id)}
              isBelowFold={index >= FIRST_SCREEN_CARDS}
              isLeading={index === 0}
              customerPrice={customerPrices?.[product.id]}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
