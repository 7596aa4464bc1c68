import { Heart, ShoppingCart } from 'lucide-react';
import {
  cardWeightLabel,
  formatEuros,
  cardBadges,
  isInStock,
  numericWeightLabel,
  RECENTLY_ADDED_LABEL,
  showsTechnology,
  showsType,
  STOCK_LABELS,
  type Product,
  type ProductPrice,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { RouteLink } from '../../storefront/RouteLink/RouteLink.tsx';
import { ImageMagnifier } from '../ImageMagnifier/ImageMagnifier.tsx';
import { ProductImageSlider } from '../ProductImageSlider/ProductImageSlider.tsx';
import { productSliderImages } from '../productImages.ts';
import * as styles from './ProductCard.css.ts';
import { CustomerPriceTag } from '../../pricing/CustomerPriceTag/CustomerPriceTag.tsx';
import { NetPriceLabel } from '../../pricing/NetPriceLabel/NetPriceLabel.tsx';

export interface ProductCardProps {
  /** The catalogue product shown: its photos, name, reference, price HT, stock and badges. */
  product: Product;
  /** The category's label (`libelle`); the product's category code is shown when absent. */
  categoryLabel?: string | undefined;
  /** Detail page of the product: the name links to it when given. */
  href?: string | undefined;
  /** Offered only for a product in stock (spec 1 §2); the button is hidden without it. */
  onAddToCart?: ((product: Product) => void) | undefined;
  /** While the shop adds this product, its button is disabled. */
  isAdding?: boolean | undefined;
  /** Just added: the button reads "Ajouté !" for 3 s (spec 2 §2.4), the shop keeps the time. */
  isRecentlyAdded?: boolean | undefined;
  /** Level of the product name's heading, one below the section the card sits in (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card of the catalogue with cart (spec 2 §2.5) rather than the public one: promotion and
   * "Stock faible" chips, the weight only when numeric, and a "Détails" link to the product page.
   */
  withCart?: boolean | undefined;
  /**
   * A "Détails" button that does nothing visible, as spec 2 §2.4 has it on the user dashboard's
   * cards (docs/decisions/217); the product's page stays one click away on its name.
   */
  withInertDetails?: boolean | undefined;
  /** Shows the heart; pressing it adds or removes the product from the favourites. */
  onToggleFavourite?: ((product: Product) => void) | undefined;
  /** The heart is filled and pressed: the product is among the customer's favourites. */
  isFavourite?: boolean | undefined;
  /** Out of the first screenful: its picture loads only when scrolled near. */
  isBelowFold?: boolean | undefined;
  /** The first card: its picture is the page's largest paint on a phone, so it is fetched first. */
  isLeading?: boolean | undefined;
  /** A signed-in customer's price of this product (issue 21): shown instead, the public one struck through where it differs. */
  customerPrice?: ProductPrice | undefined;
}

/** The heart of a card: pressed while the product is a favourite. */
function FavouriteButton({ product, isFavourite, onToggle }: { product: Product; isFavourite: boolean; onToggle: (product: Product) => void }) {
  return (
    <button type="button" className={styles.heart} aria-label={`Favori : ${product.name}`} aria-pressed={isFavourite} onClick={() => onToggle(product)}>
      <Heart aria-hidden size={20} fill={isFavourite ? 'currentColor' : 'none'} />
    </button>
  );
}

/**
 * A catalogue card (spec 1 §2): slider with magnifier, name, reference, category, compatible brand,
 * price, description, weight ("N/A" when not numeric), technology and type (both hidden for a
 * charger), and "Ajouter au panier" for a product in stock, "Rupture de stock" in its place otherwise.
 */
export function ProductCard({
  product,
  categoryLabel,
  href,
  onAddToCart,
  isAdding = false,
  isRecentlyAdded = false,
  headingLevel = 3,
  withCart = false,
  withInertDetails = false,
  onToggleFavourite,
  isFavourite = false,
  isBelowFold = false,
  isLeading = false,
  customerPrice,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const weight = withCart ? numericWeightLabel(product) : cardWeightLabel(product);
  const badges = withCart ? cardBadges(product) : [];
  const details: [string, string | undefined | null][] = [
    ['Référence', product.reference],
    ['Catégorie', categoryLabel ?? product.category],
    ['Marque', product.brand],
    ['Poids', weight],
    ['Technologie', showsTechnology(product) ? product.technologie : null],
    ['Type', showsType(product) ? product.type : null],
  ];

  return (
    <article className={styles.card} aria-label={product.name}>
      <div className={styles.media}>
        <ProductImageSlider
          images={productSliderImages(product)}
          label={product.name}
          renderImage={(image) => (
            <ImageMagnifier
              src={image.src}
              hdSrc={image.hdSrc}
              alt={image.alt}
              loading={isBelowFold ? 'lazy' : 'eager'}
              fetchPriority={isLeading ? 'high' : undefined}
            />
          )}
        />
        {badges.length > 0 && (
          <p className={styles.badges}>
            {badges.map((badge) => (
              <Chip key={badge.kind} label={badge.label} tone={badge.kind === 'lowStock' ? 'warning' : 'accent'} />
            ))}
          </p>
        )}
        {onToggleFavourite && <FavouriteButton product={product} isFavourite={isFavourite} onToggle={onToggleFavourite} />}
      </div>
      <Heading className={styles.name}>
        {href === undefined ? (
          product.name
        ) : (
          <RouteLink className={styles.nameLink} href={href}>
            {product.name}
          </RouteLink>
        )}
      </Heading>
      <p className={styles.price}>
        {customerPrice ? (
          <CustomerPriceTag unitPriceCents={customerPrice.unitPriceCents} publicPriceCents={customerPrice.publicPriceCents} />
        ) : (
          <>
            {formatEuros(product.price)}
            <span className={styles.priceNote}>HT</span>
          </>
        )}
        {product.isNetPrice === true && (
          <>
            {' '}
            <NetPriceLabel />
          </>
        )}
      </p>
      <p className={styles.description}>{product.description}</p>
      <dl className={styles.details}>
        {details
          .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '')
          .map(([term, value]) => (
            <div key={term} className={styles.detailRow}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
      </dl>
      <div className={styles.actions}>
        {onAddToCart &&
          (isInStock(product) ? (
            <Button variant="accent" fullWidth isDisabled={isAdding} onPress={() => onAddToCart(product)}>
              <ShoppingCart aria-hidden size={18} />
              {isRecentlyAdded ? RECENTLY_ADDED_LABEL : 'Ajouter au panier'}
            </Button>
          ) : (
            <p className={styles.outOfStock}>{STOCK_LABELS.out}</p>
          ))}
        {withCart && href !== undefined && (
          <LinkButton href={href} variant="secondary" fullWidth aria-label={`Détails de ${product.name}`}>
            Détails
          </LinkButton>
        )}
        {withInertDetails && (
          <Button variant="secondary" fullWidth aria-label={`Détails de ${product.name}`}>
            Détails
          </Button>
        )}
      </div>
    </article>
  );
}
