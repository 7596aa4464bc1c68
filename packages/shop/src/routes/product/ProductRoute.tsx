import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PRODUCT_SNACKBARS, type Product } from '@otech/domain';
import { ProductDetail } from '@otech/ui';
import { fetchCategoryProducts, fetchProduct } from '../../api/catalogue.ts';
import { ApiError } from '../../api/http.ts';
import { useCartActions } from '../../hooks/useCart.ts';
import { useCategories } from '../../hooks/useCategories.ts';
import { useShopNavigate } from '../../hooks/useShopNavigate.ts';
import { isSignedInAtom } from '../../state/session.ts';
import { notify } from '../../state/snackbar.ts';

const productHref = (product: Product) => `/product/${encodeURIComponent(product.id)}`;

/** /product/{id} and /produit/{id} (spec 1 "Product detail page", §8 detail-page snackbars). */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const onNavigate = useShopNavigate();
  const signedIn = useAtomValue(isSignedInAtom);
  const categories = useCategories();
  const { add } = useCartActions();
  const product = useQuery({ queryKey: ['product', id], queryFn: ({ signal }) => fetchProduct(id, signal) });
  const category = product.data?.category;
  const related = useQuery({
    queryKey: ['products', 'category', category],
    queryFn: ({ signal }) => fetchCategoryProducts(category ?? '', signal),
    enabled: category !== undefined,
  });
  const missing = product.error instanceof ApiError && product.error.status === 404;

  /** Both buttons put the quantity in the cart; "Demander un devis" then opens the cart to send it. */
  function addToCart(quantity: number, thenQuote: boolean) {
    if (!product.data) return;
    if (!signedIn) {
      if (thenQuote) void navigate('/login');
      else notify(PRODUCT_SNACKBARS.signInToAdd, () => void navigate('/login'));
      return;
    }
    const { name, id: productId } = product.data;
    add.mutate(
      { productId, quantity },
      {
        onSuccess: () => {
          if (!thenQuote) {
            notify(PRODUCT_SNACKBARS.added(name, quantity), () => void navigate('/cart'));
            return;
          }
          notify(PRODUCT_SNACKBARS.addedForQuote);
          void navigate('/cart');
        },
        onError: () => notify(PRODUCT_SNACKBARS.addFailed),
      },
    );
  }

  function share() {
    void navigator.clipboard
      .writeText(window.location.href)
      .then(() => notify(PRODUCT_SNACKBARS.linkCopied))
      .catch((error: unknown) => console.warn('Copy to clipboard failed', error));
  }

  return (
    <ProductDetail
      product={product.data}
      isLoading={product.isPending}
      hasError={product.isError && !missing}
      onRetry={() => void product.refetch()}
      categories={categories}
      relatedCandidates={related.data?.products ?? []}
      productHref={productHref}
      backHref="/products"
      onNavigate={onNavigate}
      isAdding={add.isPending}
      onAddToCart={(quantity) => addToCart(quantity, false)}
      onRequestQuote={(quantity) => addToCart(quantity, true)}
      onShare={share}
    />
  );
}
