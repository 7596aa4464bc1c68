import type { Product, Referencement } from '@otech/domain';

/**
 * SEO entries of the sample (/admin/referencement): two rayons and the first product of two of
 * them written by hand; every other page keeps the entry derived from its name and description.
 */
export function sampleReferencements(products: readonly Product[]): Referencement[] {
  const firstOf = (category: string) => products.find((product) => product.category === category);
  const rayons: Referencement[] = [
    {
      cible: 'rayon',
      cle: 'vp',
      titre: 'Piles et accus pour professionnels | OTECH',
      description: 'Piles alcalines, lithium et accus NiMH en blister ou en vrac, aux prix professionnels, expédiés sous 24 h.',
      slug: 'piles-professionnels',
    },
    {
      cible: 'rayon',
      cle: 'vc',
      titre: 'Chargeurs de batteries Li-ion, NiMH et plomb | OTECH',
      description: 'Chargeurs pour batteries Li-ion, NiMH et plomb : chargeurs rapides, multi-emplacements et chargeurs d’atelier.',
      slug: 'chargeurs-batteries',
    },
  ];
  const pages = ['vp', 'ca'].flatMap((category) => {
    const product = firstOf(category);
    if (!product) return [];
    // A title search engines show whole: the name cut after a word, then the shop.
    const base = product.name.split(' (')[0] ?? product.name;
    const name = base.length <= 48 ? base : base.slice(0, 48).replace(/\s+\S*$/, '');
    return [{ cible: 'produit' as const, cle: product.reference, titre: `${name} | OTECH`, description: `${product.name}, réf. ${product.reference}. Prix professionnels HT, expédition rapide.`, slug: `${product.reference.toLowerCase()}-${product.category}` }];
  });
  return [...rayons, ...pages];
}
