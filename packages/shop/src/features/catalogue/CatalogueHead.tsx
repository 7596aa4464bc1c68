import { useQuery } from '@tanstack/react-query';
import { canonicalCatalogueSearch, seoHead } from '@otech/domain';
import { PageHead } from '../../app/PageHead.tsx';
import { referencementQuery } from '../referencement/index.ts';

const CATALOGUE_HEAD = {
  title: 'Catalogue de Batteries',
  description: 'Catalogue OTECH : piles, batteries et chargeurs pour professionnels, avec prix HT, stock et fiches techniques.',
};

export interface CatalogueHeadProps {
  /** The rayon chosen, or 'all'. */
  category: string;
  params: URLSearchParams;
}

/**
 * The catalogue's head: a rayon's page takes the title and description the administration wrote for
 * it in /admin/referencement. /produits is the same page: one canonical address, the category and the
 * page kept.
 */
export function CatalogueHead({ category, params }: CatalogueHeadProps) {
  const seo = useQuery({ ...referencementQuery('rayon', category), enabled: category !== 'all' });
  const head = seoHead(CATALOGUE_HEAD, category === 'all' ? undefined : seo.data);
  return <PageHead title={head.title} titleAsWritten={head.written} description={head.description} canonicalPath={`/catalogue${canonicalCatalogueSearch(params)}`} />;
}
