import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS, ACCOUNT_DASHBOARD_SNACKBARS, type DashboardTab } from '@otech/domain';
import { AccountOverview, AsyncContent } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { useCartActions } from '../cart/index.ts';
import { summaryQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

/** "Vue d'ensemble": the summary the page header also reads (one cached query). */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: DashboardTab) => void }) {
  const query = useQuery(summaryQuery(useCustomerId()));
  const { add } = useCartActions();
  return (
    <AsyncContent state={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.summary)} onRetry={() => void query.refetch()} loadingLabel="Chargement de vos données...">
      {(summary) => (
        <AccountOverview
          summary={summary}
          onOpenTab={onOpenTab}
          onAddToCart={(productId) =>
            add.mutate(
              { productId, quantity: 1 },
              {
                onSuccess: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.addedToCart),
                onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.addToCartFailed),
              },
            )
          }
          catalogueHref="/catalogue-avec-panier"
        />
      )}
    </AsyncContent>
  );
}
