import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS, ACCOUNT_DASHBOARD_SNACKBARS } from '@otech/domain';
import { LoyaltyPanel } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { redeemReward } from './api.ts';
import { dashboardKeys, loyaltyQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

/** "Avantages": the programme, and "Échanger" redeeming on the server (which takes the points off). */
export function LoyaltyTab() {
  const userId = useCustomerId();
  const queryClient = useQueryClient();
  const query = useQuery(loyaltyQuery(userId));
  const redeem = useMutation({
    mutationFn: redeemReward,
    onSuccess: (program, rewardId) => {
      queryClient.setQueryData(dashboardKeys.loyalty(userId), program);
      // The overview's points card reads the summary.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary(userId) });
      const reward = program.availableRewards.find((candidate) => candidate.id === rewardId);
      notify(ACCOUNT_DASHBOARD_SNACKBARS.rewardRedeemed(reward?.name ?? ''));
    },
    onError: (error) => notify(ACCOUNT_DASHBOARD_SNACKBARS.actionRefused(error.message)),
  });
  return (
    <LoyaltyPanel
      program={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.summary)}
      onRetry={() => void query.refetch()}
      onRedeem={(rewardId) => redeem.mutate(rewardId)}
      redeemingId={redeem.isPending ? redeem.variables : undefined}
    />
  );
}
