import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { SnackbarMessage } from '@otech/domain';

export const CLOSE_LABEL = 'Fermer';

export type QueuedSnackbar = Pick<SnackbarMessage, 'message' | 'tone' | 'action'> & { onAction?: () => void };
type Waiting = { snackbar: QueuedSnackbar; timeout: number | undefined };

/**
 * The shop's queue of snackbars. The shop keeps one and shows the domain's messages (their text,
 * tone, duration and button label); react-aria pauses the timers while a snackbar is hovered or focused.
 * A snackbar with an action button stays until it is used or closed (WCAG 2.2.1, and react-aria's
 * advice for toasts with actions): a keyboard user reaches it at once with F6, the landmark key of
 * react-aria's toast region, then Tab.
 *
 * react-aria's toast queue loads with the region (SnackbarRegion.tsx), not with the page: until the
 * region connects it, what is shown waits here, in order.
 */
export class SnackbarQueue {
  #toasts: ToastQueue<QueuedSnackbar> | null = null;
  #waiting: Waiting[] = [];
  readonly #listeners = new Set<() => void>();

  /** Whether a snackbar is on screen or waiting for the region. */
  get hasSnackbars(): boolean {
    return this.#toasts ? this.#toasts.visibleToasts.length > 0 : this.#waiting.length > 0;
  }

  /**
   * The snackbars on screen or waiting that have no button of their own, as messages to show again:
   * what a full page load can carry to the next page (a button's action cannot cross it).
   */
  get carriable(): SnackbarMessage[] {
    const entries = this.#toasts
      ? this.#toasts.visibleToasts.map((toast) => ({ snackbar: toast.content, timeout: toast.timeout }))
      : this.#waiting;
    return entries.flatMap(({ snackbar, timeout }) =>
      snackbar.onAction === undefined && timeout !== undefined ? [{ message: snackbar.message, tone: snackbar.tone, durationMs: timeout }] : [],
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * `onAction` runs when the snackbar's own button ("Voir le panier", "Se connecter") is pressed.
   * A message already on screen (or waiting) is not stacked a second time.
   */
  show({ message, tone, action: label, durationMs }: SnackbarMessage, onAction?: () => void): void {
    const shown = this.#toasts ? this.#toasts.visibleToasts.map((toast) => toast.content) : this.#waiting.map((waiting) => waiting.snackbar);
    if (shown.some((snackbar) => snackbar.message === message && snackbar.tone === tone)) return;
    const withAction = label !== undefined && label !== CLOSE_LABEL && onAction !== undefined;
    const snackbar: QueuedSnackbar = withAction ? { message, tone, action: label, onAction } : { message, tone };
    const timeout = withAction ? undefined : durationMs;
    if (this.#toasts) {
      this.#toasts.add(snackbar, timeout === undefined ? {} : { timeout });
      return;
    }
    this.#waiting.push({ snackbar, timeout });
    this.#listeners.forEach((listener) => listener());
  }

  close(key: string): void {
    this.#toasts?.close(key);
  }

  /**
   * The region hands over react-aria's queue class once loaded; the waiting snackbars move into it,
   * before anyone listens to it, so connecting during a render notifies no other component.
   */
  connect(create: () => ToastQueue<QueuedSnackbar>): ToastQueue<QueuedSnackbar> {
    if (this.#toasts) return this.#toasts;
    const toasts = create();
    for (const { snackbar, timeout } of this.#waiting) toasts.add(snackbar, timeout === undefined ? {} : { timeout });
    this.#waiting = [];
    toasts.subscribe(() => this.#listeners.forEach((listener) => listener()));
    this.#toasts = toasts;
    return toasts;
  }
}
