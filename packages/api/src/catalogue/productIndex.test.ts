import { describe, expect, it } from 'vitest';
import { foldCatalogueText, paginate, queryCatalogue } from '@otech/domain';
import type { CatalogueFilter, Product } from '@otech/domain';
import { generateProducts } from '../../../../cli/src/sample/catalogue.ts';
import { createRng } from '../../../../cli/src/sample/prng.ts';
import { indexColumns, partsBuffers, ProductIndex, searchText } from './productIndex.ts';

const products = generateProducts(3000, createRng(7));

const FILTERS: CatalogueFilter[] = [
  {},
  { search: 'varta' },
  { search: 'LR' },
  { search: 'Générique', sort: 'name' },
  { search: products[42]?.ean },
  { search: products[7]?.reference.toLowerCase() },
  { category: 'vb', sort: 'price-desc' },
  // The user dashboard's "Batteries" (spec 2 §2.4): several rayons at once, in catalogue order.
  { category: 'v,ca,dc,vb,vp' },
  { search: 'batterie', category: 'vb,DC', sort: 'price-asc' },
  { category: 'all', brand: 'Ansmann', inStockOnly: true },
  { brand: 'VARTA', minPrice: 2, maxPrice: 10, sort: 'price-asc' },
  { search: 'batterie', category: 'dc', inStockOnly: true, sort: 'name' },
  { search: 'zz-no-such-product' },
  { search: 'télécommandes', searchDescription: true },
  { search: 'ateliers', searchDescription: true, category: 'vb', sort: 'name' },
  { minPrice: 5, maxPrice: 5.5 },
  { maxPrice: 3, sort: 'name' },
  { minPrice: products[10]?.price, inStockOnly: true },
];

describe('ProductIndex', () => {
  it.each(FILTERS)('answers %o exactly as the domain rules (queryCatalogue + paginate) do', (filter) => {
    const index = new ProductIndex(products);
    for (const [page, pageSize] of [[1, 12], [3, 8], [1000, 24]] as const) {
      const expected = paginate(queryCatalogue(products, filter), page, pageSize);
      const actual = index.query({ ...filter, page, pageSize });
      expect(actual.total).toBe(expected.total);
      expect(actual.products.map((p) => p.id)).toEqual(expected.items.map((p) => p.id));
    }
  });

  // The index judges the text search on its own folded texts, the domain rule the other criteria (issue 27):
  // searches cut from the products' fields, accents, case and spaces changed, and across two fields.
  it('answers searches cut anywhere in the searched fields as the domain rules do', () => {
    const index = new ProductIndex(products);
    const rng = createRng(27);
    const searches = rng.sample(products, 15).flatMap((product) => {
      const fields = [product.name, product.reference, product.ean ?? '', product.model ?? ''];
      const field = fields[rng.int(0, 1)] as string;
      const start = rng.int(0, Math.max(0, field.length - 4));
      const cut = field.slice(start, start + rng.int(2, 9));
      return [cut, cut.toUpperCase(), ` ${cut.normalize('NFD')} `, `${product.name.slice(-3)}${product.reference.slice(0, 3)}`];
    });
    for (const search of [...searches, 'câble', 'CÂBLE 12', 'energie', 'ÉNERGIE', '12 V', 'lr']) {
      for (const filter of [{ search }, { search, category: 'vb', inStockOnly: true, sort: 'price-asc' as const }]) {
        const expected = paginate(queryCatalogue(products, filter), 1, 24);
        const actual = index.query({ ...filter, page: 1, pageSize: 24 });
        expect([search, actual.total]).toEqual([search, expected.total]);
        expect(actual.products.map((p) => p.id)).toEqual(expected.items.map((p) => p.id));
      }
    }
  });

  it('folds the searched fields one by one into the very text the whole joined source folds to', () => {
    const tricky: Product[] = [
      { ...(products[0] as Product), name: '  Énergie ΑΣ ', reference: 'ΣA-1', ean: undefined, model: ' e\u0301\u0301 ' },
      { ...(products[1] as Product), name: '\u0301Pile', reference: ' r ', ean: '', model: undefined },
      { ...(products[2] as Product), name: '   ', reference: 'İstanbul', ean: '3760000000000', model: 'Œ ß  ' },
    ];
    for (const product of [...tricky, ...products.slice(0, 500)]) {
      expect(searchText(product)).toBe(foldCatalogueText([product.name, product.reference, product.ean ?? '', product.model ?? ''].join('\u0001')));
    }
  });

  it('finds a word only the descriptions hold when the search reads them (the user dashboard, spec 2 §5)', () => {
    const index = new ProductIndex(products);
    expect(index.query({ search: 'télécommandes', page: 1, pageSize: 12 }).total).toBe(0);
    expect(index.query({ search: 'télécommandes', searchDescription: true, page: 1, pageSize: 12 }).total).toBeGreaterThan(0);
  });

  describe('a replaced product keeps its place in the catalogue (issue 9: the editor stays on its page)', () => {
    const some = products.slice(0, 400);
    /** The catalogue with `edited` put where the product of its id was: the order every answer must follow. */
    const replacedInPlace = (list: readonly Product[], edited: Product): Product[] => list.map((product) => (product.id === edited.id ? edited : product));
    const expectDomainAnswers = (index: ProductIndex, catalogue: readonly Product[], filters: readonly CatalogueFilter[]) => {
      for (const filter of filters) {
        const expected = queryCatalogue(catalogue, filter).map((p) => p.id);
        expect(index.query({ ...filter, page: 1, pageSize: catalogue.length }).products.map((p) => p.id), JSON.stringify(filter)).toEqual(expected);
      }
    };
    const at = (n: number): Product => {
      const product = some[n];
      if (!product) throw new Error(`no product ${n}`);
      return product;
    };

    it('same rayon: the product stays in its slot of the whole catalogue and of its rayon', () => {
      const index = new ProductIndex(some);
      const edited = { ...at(150), name: `${at(150).name} révisé`, price: 1.23, stock: 0 };
      index.upsert(edited);
      const catalogue = replacedInPlace(some, edited);
      expect(index.all().map((p) => p.id)).toEqual(some.map((p) => p.id));
      expect(index.all()[150]).toBe(edited);
      expectDomainAnswers(index, catalogue, [{}, { category: edited.category }, { brand: edited.brand }, { search: 'révisé' }, ...FILTERS]);
    });

    it('changed rayon and brand: it leaves the old lists and joins the new ones where its place says, not at their end', () => {
      const index = new ProductIndex(some);
      const moved = at(20);
      const target = some.find((product) => product.category !== moved.category && product.brand !== moved.brand);
      if (!target) throw new Error('no other rayon');
      const edited = { ...moved, category: target.category, brand: target.brand };
      index.upsert(edited);
      const catalogue = replacedInPlace(some, edited);
      const inRayon = index.query({ category: target.category, page: 1, pageSize: 400 }).products.map((p) => p.id);
      expect(inRayon).toContain(moved.id);
      expect(inRayon.at(-1)).not.toBe(moved.id);
      expect(index.query({ category: moved.category, page: 1, pageSize: 400 }).products.map((p) => p.id)).not.toContain(moved.id);
      expectDomainAnswers(index, catalogue, [{}, { category: moved.category }, { category: target.category }, { brand: moved.brand }, { brand: target.brand }, ...FILTERS]);
    });

    it('keeps the order through repeated edits of the same products, new products and removals, each found once', () => {
      const index = new ProductIndex(some);
      let catalogue = [...some];
      const other = at(300);
      for (const round of [1, 2, 3]) {
        for (const n of [0, 77, 199, 399]) {
          const current = catalogue.find((product) => product.id === at(n).id) as Product;
          const edited = { ...current, name: `${at(n).name} tour ${round}`, category: round % 2 === 1 ? other.category : at(n).category, brand: round === 2 ? other.brand : at(n).brand };
          index.upsert(edited);
          catalogue = replacedInPlace(catalogue, edited);
        }
      }
      const added = { ...at(5), id: 'NOUVEAU-1', reference: 'NOUVEAU-1', name: 'Pile ajoutée tour 3' };
      index.upsert(added);
      index.remove(at(6).id);
      catalogue = [...catalogue.filter((product) => product.id !== at(6).id), added];
      expect(index.all().map((p) => p.id)).toEqual(catalogue.map((p) => p.id));
      expectDomainAnswers(index, catalogue, [{ search: 'tour 3' }, { search: 'tour 1' }, { category: other.category }, { brand: other.brand }, { category: at(0).category, brand: at(0).brand }, ...FILTERS]);
    });
  });

  it('takes an import at once (upsertMany) as the same upserts one by one: replaced in place, moved between lists, new at the end, the same product twice', () => {
    const base = products.slice(0, 600);
    const imported = [
      ...base.filter((_, n) => n % 3 === 0).map((product, n) => ({ ...product, name: `${product.name} lot ${n}`, price: product.price + 1, category: n % 2 === 0 ? 'vb' : product.category, brand: n % 5 === 0 ? 'Saft' : product.brand })),
      ...products.slice(600, 900),
      { ...(base[3] as Product), name: 'Pile importée deux fois, première ligne', category: 'dc' },
      { ...(base[3] as Product), name: 'Pile importée deux fois, seconde ligne' },
    ];
    const oneByOne = new ProductIndex(base);
    for (const product of imported) oneByOne.upsert(product);
    const atOnce = new ProductIndex(base);
    const version = atOnce.version;
    atOnce.upsertMany(imported);
    expect(atOnce.version).not.toBe(version);
    expect(atOnce.all()).toEqual(oneByOne.all());
    const catalogue = oneByOne.all();
    for (const filter of [{ search: 'lot 1' }, { search: 'première ligne' }, { search: 'seconde ligne' }, { category: 'vb' }, { category: 'dc' }, { brand: 'Saft' }, ...FILTERS]) {
      expect(atOnce.query({ ...filter, page: 1, pageSize: 1000 }).products.map((p) => p.id), JSON.stringify(filter)).toEqual(queryCatalogue(catalogue, filter).map((p) => p.id));
    }
  });

  describe('built on the index thread (indexColumns, ofColumns, parts, fromParts)', () => {
    /** What buildProductIndex does, the thread's message copy included, without the thread. */
    const builtElsewhere = (catalogue: readonly Product[]): ProductIndex => {
      const parts = ProductIndex.ofColumns(structuredClone(indexColumns(catalogue))).parts();
      return ProductIndex.fromParts(catalogue, structuredClone(parts, { transfer: partsBuffers(parts) }));
    };

    it.each(FILTERS)('answers %o as the index built in place does', (filter) => {
      const built = builtElsewhere(products);
      const inPlace = new ProductIndex(products);
      for (const [page, pageSize] of [[1, 12], [3, 8]] as const) {
        expect(built.query({ ...filter, page, pageSize })).toEqual(inPlace.query({ ...filter, page, pageSize }));
      }
      expect(built.all()).toEqual(products);
      expect(built.byReference(products[9]?.reference ?? '')).toBe(products[9]);
      expect(built.byEan(products[42]?.ean ?? '')).toBe(products[42]);
    });

    it('takes writes as the index built in place does: lists it received are edited like its own', () => {
      const built = builtElsewhere(products);
      const inPlace = new ProductIndex(products);
      const first = products[0] as Product;
      const other = products.find((product) => product.category !== first.category && product.brand !== first.brand) as Product;
      const writes = (index: ProductIndex) => {
        index.upsert({ ...first, name: 'Accumulateur déplacé', category: other.category, brand: other.brand });
        index.remove((products[5] as Product).id);
        index.upsertMany([{ ...(products[8] as Product), name: 'Pile renommée par un import' }, { ...first, id: 'NOUVEAU-2', reference: 'NOUVEAU-2', name: 'Pile nouvelle' }]);
      };
      writes(built);
      writes(inPlace);
      expect(built.all()).toEqual(inPlace.all());
      for (const filter of [{ search: 'déplacé' }, { search: 'renommée' }, { search: 'nouvelle' }, { category: first.category }, { category: other.category }, { brand: other.brand }, ...FILTERS]) {
        expect(built.query({ ...filter, page: 1, pageSize: 100 }), JSON.stringify(filter)).toEqual(inPlace.query({ ...filter, page: 1, pageSize: 100 }));
      }
    });

    it('lists the slots an import leaves (afterWrites) as upsertMany then remove leave them: replaced in place, new at the end, the same product twice once, a hidden one emptied', () => {
      const base = products.slice(0, 50);
      const removed = base[4] as Product;
      const imported = [{ ...(base[2] as Product), price: 99 }, ...products.slice(50, 53), { ...(products[51] as Product), name: 'Deuxième ligne' }];
      const index = new ProductIndex(base);
      index.remove(removed.id);
      const after = index.afterWrites(imported, new Set([(base[7] as Product).id]));
      index.upsertMany(imported);
      index.remove((base[7] as Product).id);
      expect(after.slots.filter((product) => product !== undefined)).toEqual(index.all());
      expect([...after.written]).toEqual([2, 50, 51, 52, 51]);
      expect([...after.removed]).toEqual([7]);
    });

    it('writes an import to the thread\'s copy (applyWrites) and answers every filter as the index written in place, only the written products indexed again', () => {
      const base = products.slice(0, 120);
      const threadCopy = ProductIndex.ofColumns(structuredClone(indexColumns(base)));
      const served = builtElsewhere(base);
      const first = base[0] as Product;
      const other = base.find((product) => product.category !== first.category && product.brand !== first.brand) as Product;
      const imported = [
        { ...first, name: 'Accumulateur déplacé', category: other.category, brand: other.brand },
        { ...(base[8] as Product), price: 0.5 },
        ...products.slice(120, 140),
        { ...(products[125] as Product), name: 'Pile nouvelle renommée' },
      ];
      const gone = new Set([(base[5] as Product).id]);
      const after = served.afterWrites(imported, gone);
      const parts = threadCopy.applyWrites(structuredClone(indexColumns(imported)), after.written, after.removed).parts();
      const written = ProductIndex.fromParts(after.slots, structuredClone(parts, { transfer: partsBuffers(parts) }));
      const inPlace = new ProductIndex(base);
      inPlace.upsertMany(imported);
      inPlace.remove((base[5] as Product).id);
      expect(written.all()).toEqual(inPlace.all());
      expect(written.byReference((base[5] as Product).reference)).toBeUndefined();
      for (const filter of [{ search: 'déplacé' }, { search: 'renommée' }, { category: first.category }, { category: other.category }, { brand: other.brand }, ...FILTERS]) {
        expect(written.query({ ...filter, page: 1, pageSize: 200 }), JSON.stringify(filter)).toEqual(inPlace.query({ ...filter, page: 1, pageSize: 200 }));
      }
    });
  });

  it('never gives two indexes the same version, so caches keyed to it see a catalogue read again', () => {
    const first = new ProductIndex(products.slice(0, 10));
    const reread = new ProductIndex(products.slice(0, 10));
    expect(reread.version).not.toBe(first.version);
    const before = reread.version;
    reread.upsert({ ...(products[0] as Product), stock: 3 });
    expect(reread.version).not.toBe(before);
  });

  it('stays in step with writes: an upsert is found by its new name, a removal is gone', () => {
    const index = new ProductIndex(products.slice(0, 100));
    const first = products[0];
    if (!first) throw new Error('no product');
    // Queried once before the write, so a remembered result would show if writes did not clear it.
    expect(index.query({ search: 'introuvable ailleurs', page: 1, pageSize: 12 }).total).toBe(0);
    index.upsert({ ...first, name: 'Accumulateur introuvable ailleurs' });
    expect(index.query({ search: 'introuvable ailleurs', page: 1, pageSize: 12 }).products.map((p) => p.id)).toEqual([first.id]);
    expect(index.query({ search: first.name, page: 1, pageSize: 12 }).products.map((p) => p.id)).not.toContain(first.id);
    expect(index.remove(first.id)).toBe(true);
    expect(index.byId(first.id)).toBeUndefined();
    expect(index.size).toBe(99);
  });

  it('finds a product by its EAN, in step with writes (the quick order, issue 22)', () => {
    const index = new ProductIndex(products.slice(0, 100));
    const withEan = products.slice(0, 100).find((product) => product.ean) as Product;
    expect(index.byEan(withEan.ean ?? '')).toBe(withEan);
    const renumbered = { ...withEan, ean: '96385074' };
    index.upsert(renumbered);
    expect(index.byEan(withEan.ean ?? '')).toBeUndefined();
    expect(index.byEan('96385074')).toBe(renumbered);
    index.remove(withEan.id);
    expect(index.byEan('96385074')).toBeUndefined();
  });
});
