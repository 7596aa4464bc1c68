import { CART_CATALOGUE_SNACKBARS, cartCsv, cartCsvFileName, type CartItem } from '@otech/domain';
import { saveFile } from '../../app/saveFile.ts';
import { notify } from '../../app/snackbar.ts';

/** "Exporter le panier": the cart as a CSV a French spreadsheet opens as is (spec 2 §2.5). */
export function exportCart(items: readonly CartItem[]): void {
  if (items.length === 0) {
    notify(CART_CATALOGUE_SNACKBARS.emptyCart);
    return;
  }
  try {
    saveFile(new Blob([cartCsv(items)], { type: 'text/csv;charset=utf-8' }), cartCsvFileName(new Date()));
    notify(CART_CATALOGUE_SNACKBARS.exported);
  } catch (error) {
    console.error('Cart export failed', error);
    notify(CART_CATALOGUE_SNACKBARS.exportFailed);
  }
}
