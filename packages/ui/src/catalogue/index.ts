export {
  ProductImageSlider,
  type ProductImageSliderProps,
  type SliderImage,
} from './ProductImageSlider/ProductImageSlider.tsx';
export { ImageMagnifier, type ImageMagnifierProps } from './ImageMagnifier/ImageMagnifier.tsx';
export { ProductCard, type ProductCardProps } from './ProductCard/ProductCard.tsx';
export { ProductGrid, type ProductGridProps } from './ProductGrid/ProductGrid.tsx';
export { CatalogueSearch, type CatalogueSearchProps } from './CatalogueSearch/CatalogueSearch.tsx';
export { SEARCH_PAUSE_MS } from './useDraftValue.ts';
export { CatalogueToolbar, type CatalogueToolbarProps } from './CatalogueToolbar/CatalogueToolbar.tsx';
// Exported for its stories: the shop shows it through CatalogueToolbar, which loads it when the panel opens.
export { AdvancedSearchFields, type AdvancedSearchFieldsProps } from './CatalogueToolbar/AdvancedSearchFields.tsx';
export { ProductResults, type ProductResultsProps, type CatalogueResults } from './ProductResults/ProductResults.tsx';
export { CataloguePage, type CataloguePageProps } from './CataloguePage/CataloguePage.tsx';
export { QuantityForm, type QuantityFormProps } from './QuantityForm/QuantityForm.tsx';
export { ProductTabs, type ProductTabsProps } from './ProductTabs/ProductTabs.tsx';
export { RelatedProducts, type RelatedProductsProps } from './RelatedProducts/RelatedProducts.tsx';
export { BackToProducts } from './ProductDetail/BackToProducts.tsx';
export { ProductDetail, type ProductDetailParts, type ProductDetailProps } from './ProductDetail/ProductDetail.tsx';
export { ProductDetailStatus, type ProductDetailStatusProps } from './ProductDetailStatus/ProductDetailStatus.tsx';
export { ProductGallery, type ProductGalleryProps } from './ProductGallery/ProductGallery.tsx';
export { ShareButton, type ShareButtonProps } from './ShareButton/ShareButton.tsx';
export { ActiveFiltersBar, type ActiveFiltersBarProps } from './ActiveFiltersBar/ActiveFiltersBar.tsx';
export { CartCataloguePage, type CartCataloguePageProps } from './CartCataloguePage/CartCataloguePage.tsx';
export { SessionStats, type SessionStatsProps } from './SessionStats/SessionStats.tsx';
export { PRODUCT_IMAGE_SIZE, PRODUCT_STAGE_SIZES, productSliderImages } from './productImages.ts';
