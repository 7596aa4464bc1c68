import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import type { SnackbarMessage, SnackbarTone } from '@otech/domain';
import { tone as toneStyle } from '../../theme/tone.css.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { action, close, content, region, toast as toastStyle } from './Snackbar.css.ts';

const CLOSE_LABEL = 'Fermer';

const icons = {
  success: 'CircleCheck',
  error: 'TriangleAlert',
  warning: 'TriangleAlert',
  info: 'Info',
} as const satisfies Record<SnackbarTone, IconName>;

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

export type SnackbarProps = {
  queue: SnackbarQueue;
};

/** The landmark region where snackbars appear, rendered once at the root of the shop. */
export function Snackbar({ queue }: SnackbarProps) {
  return (
    <ToastRegion queue={queue.queue} className={region} aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={`${toastStyle} ${toneStyle[toast.content.tone]}`}>
          <Icon name={icons[toast.content.tone]} />
          <ToastContent className={content}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          {toast.content.action && (
            <AriaButton
              className={action}
              onPress={() => {
                toast.content.onAction?.();
                queue.close(toast.key);
              }}
            >
              {toast.content.action}
            </AriaButton>
          )}
          {/* react-aria's own label is "Close" outside a French locale: name it as it reads. */}
          <AriaButton slot="close" className={close} aria-label={CLOSE_LABEL}>
            {CLOSE_LABEL}
          </AriaButton>
        </Toast>
      )}
    </ToastRegion>
  );
}
