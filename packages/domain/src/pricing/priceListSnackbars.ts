import { snack } from '../forms/snack.ts';
import { PRICE_LIST_NAMES } from './priceLists.ts';
import type { PriceListId } from './priceLists.ts';

/** What /admin/tarifs says after a client is moved or exempted, or when a change is refused (issue 21). */
export const PRICE_LIST_SNACKBARS = {
  moved: (societe: string, listId: PriceListId) => snack(`${societe} est sur la grille ${PRICE_LIST_NAMES[listId]}`, 'success'),
  exempted: (societe: string, exempt: boolean) => snack(exempt ? `${societe} est exempté de la clause grossiste` : `${societe} n'est plus exempté de la clause grossiste`, 'success'),
  refused: (message: string) => snack(message, 'error', 5000),
};
