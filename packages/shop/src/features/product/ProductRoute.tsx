import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LOAD_ERRORS, photoSrcSet, productCanonicalPath, productMetaDescription, productPath, seoHead, type Product, type ReferencementRow } from '@otech/domain';
import { preload } from 'react-dom';
import { PRODUCT_STAGE_SIZES, ProductDetail, productSliderImages, type ProductDetailParts } from '@otech/ui';
import { Island } from '../../app/islands/Island.tsx';
import { toAsyncState } from '../../app/asyncState.ts';
import { loadPageData, type PageLoaderArgs } from '../../app/pageData.ts';
import { ApiError } from '../../app/http.ts';
import { PageHead } from '../../app/PageHead.tsx';
import { DEFAULT_DESCRIPTION } from '../../app/RouteHead.tsx';
import { useCartActions } from '../cart/index.ts';
import { prefetchHdImages, categoriesQuery, useCategories, useHdUpgrade } from '../catalogue/index.ts';
import { referencementQuery } from '../referencement/index.ts';
import { productHref } from './productHref.ts';
import { ProductPageContext, type ProductPageActions } from './productPageContext.ts';
import { ProductStructuredData } from './ProductStructuredData.tsx';
import { productQuery, relatedProductsQuery } from './queries.ts';
import ProductGalleryIsland from './ProductGalleryIsland.tsx';
import ProductLoadErrorIsland from './ProductLoadErrorIsland.tsx';
import ProductOrderIsland from './ProductOrderIsland.tsx';
import ProductShareIsland from './ProductShareIsland.tsx';
import ProductTabsIsland from './ProductTabsIsland.tsx';

/** The product, then its HD images, its SEO entry and the other products of its category (the related ones), and the categories. */
export function loader(args: PageLoaderArgs) {
  const id = args.params['id'] ?? '';
  return loadPageData(args, (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(categoriesQuery()),
      queryClient.fetchQuery(productQuery(id)).then(
        (product) =>
          Promise.all([
            queryClient.prefetchQuery(relatedProductsQuery(product.category)),
            prefetchHdImages(queryClient, [product.reference]),
            queryClient.prefetchQuery(referencementQuery('produit', product.reference)),
          ]),
        // The page shows the failure itself (spec 1 "Produit non trouvé"); nothing more to load.
        () => undefined,
      ),
    ]),
  );
}

/**
 * /product/{id}, /produit/{id} and /produit/{id}/{slug} (spec 1 "Product detail page", §8 detail-page
 * snackbars); its head is the administration's SEO entry once one is written (issue 9).
 */
export function Component() {
  const { id = '' } = useParams();
  const categories = useCategories();
  const { add } = useCartActions();
  const product = useQuery(productQuery(id));
  const [shown] = useHdUpgrade(product.data ? [product.data] : undefined) ?? [];
  const category = product.data?.category;
  const related = useQuery({ ...relatedProductsQuery(category ?? ''), enabled: category !== undefined });
  const seo = useQuery({ ...referencementQuery('produit', product.data?.reference ?? ''), enabled: product.data !== undefined });
  const missing = product.error instanceof ApiError && product.error.status === 404;
  const canonicalPath = productPath({ id });
  // A missing product (404) is an answer, "Produit non trouvé", not a failure to retry.
  const state = toAsyncState({ data: missing ? null : shown, error: product.error }, LOAD_ERRORS.product);
  const actions: ProductPageActions = {
    addToCart: (productId, quantity) => add.mutateAsync({ productId, quantity }),
    retry: () => void product.refetch(),
  };
  // The main picture is the page's largest paint: fetched first, before the scripts that follow.
  const mainImage = shown && productSliderImages(shown)[0];
  // With the picture's widths, so that the file preloaded is the one the picture then draws.
  const mainSrcSet = mainImage?.hdSrc && photoSrcSet(mainImage.hdSrc);
  if (mainImage) {
    preload(mainImage.hdSrc ?? mainImage.src, { as: 'image', fetchPriority: 'high', ...(mainSrcSet && { imageSrcSet: mainSrcSet, imageSizes: PRODUCT_STAGE_SIZES }) });
  }

  return (
    <>
      {shown ? (
        <>
          <ProductHead product={shown} entry={seo.data} />
          <ProductStructuredData product={shown} canonicalPath={productCanonicalPath(shown, seo.data)} />
        </>
      ) : (
        <PageHead title={missing ? 'Produit non trouvé' : 'Produit'} description={DEFAULT_DESCRIPTION} canonicalPath={canonicalPath} />
      )}
      <ProductPageContext value={actions}>
        {state.status === 'error' ? (
          <Island name="product/ProductLoadErrorIsland" component={ProductLoadErrorIsland} props={{ message: state.message }} />
        ) : (
          <ProductDetail
            product={state}
            onRetry={actions.retry}
            categories={categories}
            relatedCandidates={related.data?.products ?? []}
            productHref={productHref}
            backHref="/products"
            parts={productParts}
          />
        )}
      </ProductPageContext>
    </>
  );
}

/** What a visitor acts on, each part hydrated on its own with the product data it needs. */
function productParts(product: Product): ProductDetailParts {
  const { id, name, price, stock } = product;
  return {
    gallery: <Island name="product/ProductGalleryIsland" component={ProductGalleryIsland} props={{ images: productSliderImages(product), label: name }} />,
    order: <Island name="product/ProductOrderIsland" component={ProductOrderIsland} props={{ product: { id, name, price, stock } }} />,
    share: <Island name="product/ProductShareIsland" component={ProductShareIsland} props={{}} />,
    tabs: <Island name="product/ProductTabsIsland" component={ProductTabsIsland} props={{ product }} />,
  };
}

/** The product page's head: the administration's title, description and slug once written, else the product's own. */
function ProductHead({ product, entry }: { product: Product; entry: ReferencementRow | undefined }) {
  const head = seoHead({ title: product.name, description: productMetaDescription(product) }, entry);
  return <PageHead title={head.title} titleAsWritten={head.written} description={head.description} canonicalPath={productCanonicalPath(product, entry)} />;
}
