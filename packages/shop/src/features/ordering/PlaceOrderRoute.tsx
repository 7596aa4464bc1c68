import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import {
  LOAD_ERRORS,
  dashboardTabHref,
  deliveryAddressOptions,
  documentTotalsCents,
  exceedsCreditLimit,
  isoDay,
  orderItemsFromQuote,
  toCents,
  type DocumentTotalsCents,
} from '@otech/domain';
import { OrderConfirmation, PlaceOrderPage, type AsyncState, type PlaceOrderPageProps } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { currentUserAtom } from '../../app/session.ts';
import { useCart } from '../cart/index.ts';
import { addressesQuery } from '../dashboard/index.ts';
import { usePricedCart } from '../pricing/index.ts';
import { useQuoteRequests } from '../quotes/index.ts';
import { orderFormQuery } from './queries.ts';
import { usePlaceOrder } from './useOrdering.ts';

/** The totals of what is ordered: the quote's lines at its prices, else the cart at today's customer prices. */
function useOrderTotals(quoteId: string | undefined): AsyncState<DocumentTotalsCents> {
  const { cart } = useCart();
  const pricing = usePricedCart(quoteId ? null : cart);
  const { quoteRequests } = useQuoteRequests();
  if (!quoteId) return pricing ? { status: 'ready', data: pricing.totals } : { status: 'loading' };
  if (quoteRequests.status !== 'ready') return quoteRequests;
  const quote = quoteRequests.data.find((each) => each.id === quoteId);
  if (!quote) return { status: 'error', message: LOAD_ERRORS.quotes };
  return { status: 'ready', data: documentTotalsCents(orderItemsFromQuote(quote).map((item) => ({ unitPriceCents: toCents(item.unitPrice), quantity: item.quantity }))) };
}

/** The API's refusal in one line: its message and each line's ("Stock insuffisant : 3 disponible(s)"). */
function refusalOf(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiError)) return 'Erreur lors de la commande';
  return [...new Set([error.message, ...error.issues.map((issue) => issue.message)])].join(' — ');
}

/** /commander (issue 22): the order form, from the cart or, with ?devis=ID, from a sent quote; then its confirmation. */
export function Component() {
  const [params] = useSearchParams();
  const quoteId = params.get('devis') ?? undefined;
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  const facts = useQuery(orderFormQuery(userId));
  const addresses = useQuery(addressesQuery(userId));
  const totals = useOrderTotals(quoteId);
  const place = usePlaceOrder(quoteId);

  if (place.data) {
    const placed = place.data;
    return <OrderConfirmation orderNumber={placed.orderNumber} isHeld={placed.status === 'pending'} backOrders={placed.backOrders} ordersHref={dashboardTabHref('commandes')} catalogueHref="/produits" />;
  }
  const factsState = toAsyncState(facts, LOAD_ERRORS.data);
  const addressesState = toAsyncState(addresses, LOAD_ERRORS.addresses);
  const waiting = [factsState, addressesState, totals].find((each) => each.status !== 'ready');
  const form: PlaceOrderPageProps['form'] =
    factsState.status === 'ready' && addressesState.status === 'ready' && totals.status === 'ready'
      ? {
          status: 'ready',
          data: {
            addresses: deliveryAddressOptions(addressesState.data),
            totals: totals.data,
            paymentTermsText: factsState.data.paymentTermsText,
            creditText: factsState.data.credit.text,
            willBeHeld: exceedsCreditLimit(toCents(factsState.data.credit.inUse), totals.data.totalTTCCents, factsState.data.credit.creditLimit),
            today: isoDay(new Date()),
          },
        }
      : (waiting as Exclude<AsyncState<unknown>, { status: 'ready' }>);
  return (
    <PlaceOrderPage
      heading={quoteId ? 'Accepter le devis et commander' : 'Commander'}
      form={form}
      onRetry={() => void Promise.all([facts.refetch(), addresses.refetch()])}
      isSubmitting={place.isPending}
      errorMessage={refusalOf(place.error)}
      onSubmit={(body) => place.mutate(body)}
    />
  );
}
