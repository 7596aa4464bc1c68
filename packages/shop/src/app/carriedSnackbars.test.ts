import { describe, expect, it } from 'vitest';
import { PRODUCT_SNACKBARS } from '@otech/domain';
// The queue's own file: the ui index brings style sheets, which a unit test in Node cannot load.
import { SnackbarQueue } from '../../../ui/src/base/Snackbar/SnackbarQueue.ts';
import { readCarriedSnackbars } from './carriedSnackbars.ts';

describe('snackbars carried over an island’s full load', () => {
  it('carries the snackbars without a button of their own, and reads them back as they were', () => {
    const queue = new SnackbarQueue();
    queue.show(PRODUCT_SNACKBARS.addedForQuote);
    // Its action ("Se connecter") cannot cross a page load.
    queue.show(PRODUCT_SNACKBARS.signInToAdd, () => undefined);
    // 'Fermer' only closes it: it goes along.
    queue.show(PRODUCT_SNACKBARS.notFound);
    const carried = queue.carriable;
    expect(carried).toEqual([
      { message: 'Produit ajouté au panier. Vous pouvez maintenant demander un devis.', tone: 'success', durationMs: PRODUCT_SNACKBARS.addedForQuote.durationMs },
      { message: 'Produit non trouvé', tone: 'error', durationMs: 3000 },
    ]);
    expect(readCarriedSnackbars(JSON.stringify(carried))).toEqual(carried);
  });

  it('reads nothing from a missing, broken or foreign text', () => {
    expect(readCarriedSnackbars(null)).toEqual([]);
    expect(readCarriedSnackbars('{not json')).toEqual([]);
    expect(readCarriedSnackbars(JSON.stringify([{ message: 'x', tone: 'loud', durationMs: 2000 }]))).toEqual([]);
    expect(readCarriedSnackbars(JSON.stringify([{ message: 'x'.repeat(10_000), tone: 'info', durationMs: 2000 }]))).toEqual([]);
    expect(readCarriedSnackbars(JSON.stringify([{ message: 'x', tone: 'info', durationMs: 86_400_000 }]))).toEqual([]);
  });
});
