import { describe, expect, it } from 'vitest';
import { reorderMessage, reorderPlan, reorderPriceChanges } from './reorder.ts';

describe('reorderPlan ("Recommander" puts the order back in the cart)', () => {
  const products: Record<string, { id: string; inStock: boolean; stock: number }> = {
    A: { id: 'A', inStock: true, stock: 4 },
    B: { id: 'B', inStock: true, stock: 0 },
  };
  const items = [
    { productId: 'A', productName: 'Pile A', quantity: 10 },
    { productId: 'B', productName: 'Batterie B', quantity: 2 },
    { productId: 'GONE', productName: 'Chargeur retiré', quantity: 1 },
  ];

  it('keeps the ordered quantity of what is sold and in stock, and names the rest', () => {
    const plan = reorderPlan(items, (id) => products[id]);
    expect(plan).toEqual({ lines: [{ product: products['A'], quantity: 10 }], unavailable: ['Batterie B', 'Chargeur retiré'] });
    expect(reorderMessage(plan)).toBe('Articles ajoutés au panier, sauf ceux indisponibles : Batterie B, Chargeur retiré');
  });

  it('says so when everything or nothing could be added', () => {
    expect(reorderMessage(reorderPlan(items.slice(0, 1), (id) => products[id]))).toBe('Articles de la commande ajoutés au panier');
    expect(reorderMessage(reorderPlan(items.slice(1), (id) => products[id]))).toBe("Aucun article de cette commande n'est disponible");
  });
});

describe('reorderPriceChanges ("Recommander" at today\'s prices)', () => {
  it('names each line whose price changed, and only those', () => {
    const changes = reorderPriceChanges([
      { productName: 'Pile A', orderedUnitPrice: 4.38, todayUnitPriceCents: 452 },
      { productName: 'Pile B', orderedUnitPrice: 2.5, todayUnitPriceCents: 250 },
    ]);
    expect(changes).toEqual(['Pile A : Prix mis à jour : 4,38\u00a0€ → 4,52\u00a0€ HT']);
  });
});
