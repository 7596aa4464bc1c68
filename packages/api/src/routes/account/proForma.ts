import { DEFAULT_BANKING, factureFromCartError, isoDay, pricedCart, proForma, proFormaFileName, proFormaWithdrawnError } from '@otech/domain';
import type { PriceableProduct } from '@otech/domain';
import { cartOf } from '../../db/carts.ts';
import { termsOfClient } from '../../db/priceTerms.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { NoInput } from '../../http/route.ts';
import { proFormaPdf } from '../../pdf/proFormaPdf.ts';
import { publicClient } from '../../records/clients.ts';

/**
 * "Créer une facture depuis le panier" (issue 22): the caller's cart at their prices of today as a
 * PDF "Facture pro forma". Nothing is written: no number is taken, no invoice is owed, the cart stays.
 * A product archived since it was put in the cart is refused by name (decision 189).
 */
async function cartProForma({ req, res, ctx }: NoInput): Promise<void> {
  const client = ctx.customerOf(req);
  const cart = await cartOf(ctx.db, client.id);
  const refusal = factureFromCartError(true, cart.items.length);
  if (refusal) throw new HttpError(400, refusal);
  const withdrawn = proFormaWithdrawnError(cart.items.filter((item) => !ctx.db.products.byId(item.product.id)).map((item) => item.product.reference ?? item.product.id));
  if (withdrawn) throw new HttpError(409, withdrawn);
  const { terms } = await termsOfClient(ctx.db, client);
  const today = (id: string): PriceableProduct | undefined => ctx.db.products.byId(id);
  const priced = pricedCart(cart.items, today, terms);
  const referenceOf = (id: string) => ctx.db.products.byId(id)?.reference ?? id;
  const made = proForma(priced.lines, referenceOf, isoDay(new Date()), client.bankingInfo?.paymentTerms ?? DEFAULT_BANKING.paymentTerms);
  const pdf = await proFormaPdf(made, publicClient(client));
  res.type('application/pdf').attachment(proFormaFileName(made.date)).send(pdf);
}

export const proFormaRoutes = [
  route({ method: 'get', path: '/account/pro-forma', auth: 'customer', summary: "The caller's cart as a pro forma invoice (PDF): not numbered, never owed, valid 30 days", produces: 'application/pdf', handle: cartProForma }),
];
