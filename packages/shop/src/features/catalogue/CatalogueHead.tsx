import { useQuery } from '@tanstack/react-query';
import { canonicalCatalogueSearch, catalogueSeoHead } from '@otech/domain';
import { PageHead } from '../../app/PageHead.tsx';
import { referencementQuery } from '../referencement/index.ts';

export interface CatalogueHeadProps {
  /** The rayon chosen, or 'all'. */
  category: string;
  params: URLSearchParams;
}

/**
 * The catalogue's head: each category page, and each of its pages, named for search results, unless
 * the administration wrote the rayon's title and description in /admin/referencement. /produits is the
 * same page: one canonical address, the category and the page kept.
 */
export function CatalogueHead({ category, params }: CatalogueHeadProps) {
  const seo = useQuery({ ...referencementQuery('rayon', category), enabled: category !== 'all' });
  const head = catalogueSeoHead(params, category === 'all' ? undefined : seo.data);
  return <PageHead title={head.title} titleAsWritten={head.written} description={head.description} canonicalPath={`/catalogue${canonicalCatalogueSearch(params)}`} />;
}
