import { useId } from 'react';
import { ImageOff } from 'lucide-react';
import { formatEuros, relatedProducts, type Product } from '@otech/domain';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { containedImage } from '../image.css.ts';
import { LIST_THUMBNAIL } from '../productImages.ts';
import * as styles from './RelatedProducts.css.ts';

export interface RelatedProductsProps {
  /** The product of the page. */
  product: Product;
  /** Products to pick from, e.g. the product's category as fetched; the rule keeps up to 4 others. */
  candidates: readonly Product[];
  /** The address of a product's page, for its links. */
  productHref: (product: Product) => string;
}

/** Up to 4 other products of the same category, each with a "Voir" button (spec 1 §2). */
export function RelatedProducts({ product, candidates, productHref }: RelatedProductsProps) {
  const titleId = useId();
  const related = relatedProducts(product, candidates);
  if (related.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Produits similaires
      </h2>
      <ul className={styles.list}>
        {related.map((other) => {
          const picture = other.images[0] ?? other.imageUrl;
          return (
            <li key={other.id} className={styles.item}>
              <div className={styles.picture}>
                {picture ? (
                  <img className={containedImage} src={picture} alt="" {...LIST_THUMBNAIL} />
                ) : (
                  <ImageOff aria-hidden size={48} />
                )}
              </div>
              <h3 className={styles.name}>{other.name}</h3>
              <p className={styles.price}>{formatEuros(other.price)} HT</p>
              <LinkButton href={productHref(other)} variant="secondary" aria-label={`Voir ${other.name}`}>
                Voir
              </LinkButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
