import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { SnackbarMessage } from '@otech/domain';

export const CLOSE_LABEL = 'Fermer';

type QueuedSnackbar = Pick<SnackbarMessage, 'message' | 'tone' | 'action'> & { onAction?: () => void };

/**
 * The shop's queue of snackbars. The shop keeps one and shows the domain's messages (their text,
 * tone, duration and button label); react-aria pauses the timers while a snackbar is hovered or focused.
 * A snackbar with an action button stays until it is used or closed (WCAG 2.2.1, and react-aria's
 * advice for toasts with actions): a keyboard user reaches it at once with F6, the landmark key of
 * react-aria's toast region, then Tab.
 */
export class SnackbarQueue {
  readonly queue = new ToastQueue<QueuedSnackbar>({ maxVisibleToasts: 3 });

  /**
   * `onAction` runs when the snackbar's own button ("Voir le panier", "Se connecter") is pressed.
   * A message already on screen is not stacked a second time: its key is returned instead.
   */
  show({ message, tone, action: label, durationMs }: SnackbarMessage, onAction?: () => void): string {
    const shown = this.queue.visibleToasts.find((toast) => toast.content.message === message && toast.content.tone === tone);
    if (shown) return shown.key;
    const snackbar: QueuedSnackbar = { message, tone };
    if (label !== undefined && label !== CLOSE_LABEL && onAction) {
      Object.assign(snackbar, { action: label, onAction });
      return this.queue.add(snackbar);
    }
    return this.queue.add(snackbar, { timeout: durationMs });
  }

  close(key: string): void {
    this.queue.close(key);
  }
}
