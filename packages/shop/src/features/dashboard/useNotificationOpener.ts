import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@otech/domain';
import { useNavigate } from 'react-router-dom';
import { markNotificationRead } from './api.ts';
import { dashboardKeys } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

export interface NotificationOpener {
  /** The bell's choice: marks the notification read and opens its actionUrl, a route of the shop. */
  open: (notification: Notification) => void;
  /** A link to the actionUrl was followed (the overview's list): only the marking is left to do. */
  markRead: (notification: Notification) => void;
}

/**
 * A notification with an actionUrl becomes read on the server (the bell's count follows) and its
 * URL opens (spec 2 §2.3, §4). Failing to mark it read is only logged (§8).
 */
export function useNotificationOpener(): NotificationOpener {
  const userId = useCustomerId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.summary(userId) }),
    onError: (error) => console.warn('Could not mark the notification read', error),
  });
  const markRead = (notification: Notification) => {
    if (notification.actionUrl && !notification.read) mutation.mutate(notification.id);
  };
  return {
    markRead,
    open: (notification) => {
      if (!notification.actionUrl) return;
      markRead(notification);
      void navigate(notification.actionUrl);
    },
  };
}
