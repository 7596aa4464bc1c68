import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@otech/domain';
import { useNavigate } from 'react-router-dom';
import { markNotificationRead } from './api.ts';
import { dashboardKeys } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

/**
 * A notification with an actionUrl becomes read on the server (the bell's count follows) and its
 * URL, a route of the shop, opens (spec 2 §2.3, §4). Failing to mark it read is only logged (§8).
 */
export function useNotificationOpener(): (notification: Notification) => void {
  const userId = useCustomerId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.summary(userId) }),
    onError: (error) => console.warn('Could not mark the notification read', error),
  });
  return (notification) => {
    if (!notification.actionUrl) return;
    if (!notification.read) markRead.mutate(notification.id);
    void navigate(notification.actionUrl);
  };
}
