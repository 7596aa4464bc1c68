import { StockRefused } from '../db/orderStock.ts';
import { HttpError } from './errors.ts';

/** An order refused for stock answers 409 with each line's "Stock insuffisant : N disponible(s)"; any other error goes on. */
export function refuseStock(error: unknown): never {
  if (error instanceof StockRefused) {
    throw new HttpError(409, error.message, error.refusals.map((refusal) => ({ path: `items.${refusal.productId}`, message: `${refusal.productName} : ${refusal.message}` })));
  }
  throw error;
}

const UNKNOWN_DELIVERY_ADDRESS = 'Adresse de livraison introuvable dans votre carnet';

/** An order naming a delivery address that is not in the customer's address book. */
export function unknownDeliveryAddress(): HttpError {
  return new HttpError(400, UNKNOWN_DELIVERY_ADDRESS, [{ path: 'deliveryAddressId', message: UNKNOWN_DELIVERY_ADDRESS }]);
}
