import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS, ACCOUNT_DASHBOARD_SNACKBARS, type DashboardTab, type Notification } from '@otech/domain';
import { AccountOverview, AsyncContent } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { useCartActions } from '../cart/index.ts';
import { summaryQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

export interface OverviewTabProps {
  onOpenTab: (tab: DashboardTab) => void;
  /** A notification's link was followed (it marks the notification read). */
  onFollowNotification: (notification: Notification) => void;
}

/** "Vue d'ensemble": the summary the page header also reads (one cached query). */
export function OverviewTab({ onOpenTab, onFollowNotification }: OverviewTabProps) {
  const query = useQuery(summaryQuery(useCustomerId()));
  const { add } = useCartActions();
  return (
    <AsyncContent state={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.summary)} onRetry={() => void query.refetch()} loadingLabel="Chargement de vos données...">
      {(summary) => (
        <AccountOverview
          summary={summary}
          onOpenTab={onOpenTab}
          onFollowNotification={onFollowNotification}
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
