import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FRENCH } from '../schemas/frenchIssues.ts';
import { ReferencementInputSchema } from '../schemas/referencement.ts';
import { catalogueSeoHead, derivedReferencement, productCanonicalPath, seoHead, seoLengthHint, slugify } from './referencement.ts';

describe('référencement (issue 9, /admin/referencement)', () => {
  it('makes a slug of lowercase words without accents', () => {
    expect(slugify('Batterie camescope compatible Sony NP-FH70 7,2 V — Énergie')).toBe('batterie-camescope-compatible-sony-np-fh70-7-2-v-energie');
    expect(slugify('  ---  ')).toBe('');
  });

  it('hints the length against what search engines show', () => {
    expect(seoLengthHint('Piles AA', 60)).toEqual({ text: '8/60 caractères', tooLong: false });
    expect(seoLengthHint('x'.repeat(61), 60)).toEqual({ text: '61/60 caractères : trop long, il sera coupé', tooLong: true });
  });

  it("derives a page's entry from its name and description when none is written", () => {
    expect(derivedReferencement('Piles', '')).toEqual({ titre: 'Piles', description: 'Piles', slug: 'piles' });
    expect(derivedReferencement('Chargeur', 'd'.repeat(400)).description.length).toBeLessThanOrEqual(155);
  });

  it('refuses an empty title, a too long description and a slug that is not one, in French', () => {
    const result = v.safeParse(ReferencementInputSchema, { titre: '', description: 'd'.repeat(321), slug: 'Piles AA' }, { lang: FRENCH });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['titre', 'Ce champ est requis'],
      ['description', 'Maximum 320 caractères'],
      ['slug', 'Lettres minuscules, chiffres et tirets seulement'],
    ]);
  });
});

describe("the storefront's head from the référencement (issue 9)", () => {
  const own = { title: 'Pile alcaline AA LR6', description: 'Pile alcaline AA LR6 Varta, réf. VP-AA-001, 2,50 € HT.' };
  const written = { titre: 'Piles AA LR6 en gros', description: 'Piles AA pour les professionnels.', slug: 'piles-aa-lr6', personnalise: true };

  it("uses the administration's title and description as written once it wrote them", () => {
    expect(seoHead(own, written)).toEqual({ title: 'Piles AA LR6 en gros', description: 'Piles AA pour les professionnels.', written: true });
  });

  it("keeps the page's own head while the entry is only derived, or not loaded", () => {
    expect(seoHead(own, { ...written, personnalise: false })).toEqual({ ...own, written: false });
    expect(seoHead(own, undefined)).toEqual({ ...own, written: false });
  });

  it("numbers a rayon's written head from its second page on, so each page keeps a title and description of its own", () => {
    const rayon = { titre: 'Chargeurs de batteries | OTECH', description: 'Chargeurs pour professionnels.', slug: 'chargeurs', personnalise: true };
    const page = (values: Record<string, string>) => ({ get: (key: string) => values[key] ?? null });
    expect(catalogueSeoHead(page({ category: 'vc' }), rayon)).toEqual({ title: 'Chargeurs de batteries | OTECH', description: 'Chargeurs pour professionnels.', written: true });
    expect(catalogueSeoHead(page({ category: 'vc', page: '2' }), rayon)).toEqual({ title: 'Chargeurs de batteries | OTECH, page 2', description: 'Page 2 : Chargeurs pour professionnels.', written: true });
    expect(catalogueSeoHead(page({ category: 'vc', page: '2' }), undefined)).toEqual({ title: 'Chargeurs - Catalogue de Batteries, page 2', description: expect.stringContaining('page 2'), written: false });
  });

  it('names a product page by its written slug beside its id, else by its id alone', () => {
    expect(productCanonicalPath({ id: 'VP AA/1' }, written)).toBe('/produit/VP%20AA%2F1/piles-aa-lr6');
    expect(productCanonicalPath({ id: 'VP-AA-001' }, { ...written, personnalise: false })).toBe('/product/VP-AA-001');
    expect(productCanonicalPath({ id: 'VP-AA-001' }, undefined)).toBe('/product/VP-AA-001');
  });
});
