import { use } from 'react';
import { ProductDetailStatus } from '@otech/ui';
import { ProductPageContext } from './productPageContext.ts';

const reloadPage = () => window.location.reload();

/** The product page when its product failed to load: the message and "Réessayer". */
export default function ProductLoadErrorIsland({ message }: { message: string }) {
  const retry = use(ProductPageContext)?.retry ?? reloadPage;
  return <ProductDetailStatus state={{ status: 'error', message }} onRetry={retry} backHref="/products" />;
}
