import { describe, expect, it } from 'vitest';
import { lastOrderedLabel } from './favourites.ts';

describe('lastOrderedLabel (spec 2 §2.3)', () => {
  it('shows the date and the order count', () => {
    expect(lastOrderedLabel({ lastOrdered: '2025-02-03T10:00:00Z', orderCount: 3 })).toBe('03/02/2025 (3 commandes)');
    expect(lastOrderedLabel({ lastOrdered: '2025-02-03T10:00:00Z', orderCount: 1 })).toBe('03/02/2025 (1 commande)');
  });

  it('says "Jamais commandé" without an order', () => {
    expect(lastOrderedLabel({ orderCount: 0 })).toBe('Jamais commandé');
    expect(lastOrderedLabel({ lastOrdered: '2025-02-03', orderCount: 0 })).toBe('Jamais commandé');
  });
});
