import { formatLongDate, formatEurosHT, lastOrderedLabel, type Favourite, type ProductPrice } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { LIST_THUMBNAIL } from '../../catalogue/productImages.ts';
import { CustomerPriceTag } from '../../pricing/CustomerPriceTag/CustomerPriceTag.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './FavouritesTable.css.ts';
import { Heart } from 'lucide-react';

export interface FavouritesTableProps {
  /** The customer's favourite products at their prices HT, or their loading or error state. */
  favourites: AsyncState<readonly Favourite[]>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** A product's "Ajouter au panier": called with its id; the caller adds one at the customer's price. */
  onAddToCart: (productId: string) => void;
  /** Removes the favourite entry (its id, not the product's). */
  onRemove: (favouriteId: string) => void;
  /** The favourite whose action is under way: its buttons wait. */
  busyId?: string | undefined;
  /** The catalogue's address, for the "Parcourir le catalogue" link of the empty state. */
  catalogueHref: string;
  /** The signed-in customer's own prices by product id (issue 21): shown with the public price struck through. */
  customerPrices?: Readonly<Record<string, ProductPrice>> | undefined;
}

/** "Favoris" of the account dashboard (spec 2 §2.3 tab 5). */
export function FavouritesTable({ favourites, onRetry, onAddToCart, onRemove, busyId, catalogueHref, customerPrices }: FavouritesTableProps) {
  return (
    <AsyncContent
      state={favourites}
      onRetry={onRetry}
      loadingLabel="Chargement des favoris..."
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={Heart}
          title="Aucun favori ajouté"
          action={
            <LinkButton href={catalogueHref}>
              Parcourir le catalogue
            </LinkButton>
          }
        />
      }
    >
      {(list) => (
        <div className={layout.tableWrap}>
          <table className={layout.table} aria-label="Mes favoris">
            <thead>
              <tr>
                <th className={layout.headCell} scope="col">Produit</th>
                <th className={layout.headCell} scope="col">Ajouté le</th>
                <th className={layout.headCell} scope="col">Dernière commande</th>
                <th className={layout.headCell} scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((favourite) => {
                const { product } = favourite;
                const picture = product.images[0] ?? product.imageUrl;
                const busy = busyId === favourite.id;
                const ownPrice = customerPrices?.[product.id];
                return (
                  <tr key={favourite.id} className={layout.row}>
                    <td className={`${layout.cell} ${styles.productCell}`}>
                      <div className={styles.product}>
                        {picture ? <img className={styles.picture} src={picture} alt="" {...LIST_THUMBNAIL} /> : <span className={styles.picture} />}
                        <div>
                          <p className={styles.name}>{product.name}</p>
                          <p className={layout.muted}>Réf. {product.reference}</p>
                          <p className={layout.strong}>
                            {ownPrice ? (
                              <CustomerPriceTag unitPriceCents={ownPrice.unitPriceCents} publicPriceCents={ownPrice.publicPriceCents} size="sm" />
                            ) : (
                              formatEurosHT(product.price)
                            )}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className={layout.cell} data-label="Ajouté le">{formatLongDate(favourite.dateAdded)}</td>
                    <td className={layout.cell} data-label="Dernière commande">{lastOrderedLabel(favourite)}</td>
                    <td className={layout.cell}>
                      <div className={layout.actions}>
                        <Button size="small" aria-label={`Ajouter au panier : ${product.name}`} isDisabled={busy} onPress={() => onAddToCart(product.id)}>
                          Ajouter au panier
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={`Retirer des favoris : ${product.name}`}
                          isDisabled={busy}
                          onPress={() => onRemove(favourite.id)}
                        >
                          Retirer des favoris
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AsyncContent>
  );
}
