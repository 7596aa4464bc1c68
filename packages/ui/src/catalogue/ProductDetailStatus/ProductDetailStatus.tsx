import { SearchX } from 'lucide-react';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { BackToProducts } from '../ProductDetail/BackToProducts.tsx';

export interface ProductDetailStatusProps {
  /** The page before it has a product to show: loading, failed (with "Réessayer"), or ready with none: not found. */
  state: AsyncState<null>;
  /** The error view's "Réessayer": loads again. */
  onRetry: () => void;
  /** Where the back button goes (/products). */
  backHref: string;
}

/** The product detail page's states without a product (spec 1 §2): loading, "Produit non trouvé", a failed load. */
export function ProductDetailStatus({ state, onRetry, backHref }: ProductDetailStatusProps) {
  return (
    <AsyncContent
      state={state}
      onRetry={onRetry}
      loadingLabel="Chargement du produit..."
      isEmpty={() => true}
      empty={
        <EmptyState
          icon={SearchX}
          title="Produit non trouvé"
          headingLevel={1}
          message="Le produit que vous recherchez n'existe pas ou a été supprimé."
          action={<BackToProducts href={backHref} />}
        />
      }
    >
      {() => null}
    </AsyncContent>
  );
}
