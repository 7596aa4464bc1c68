import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { tone as toneStyle } from '../../theme/tone.css.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { close, content, region, toast as toastStyle } from './Snackbar.css.ts';

export type SnackbarTone = 'success' | 'error' | 'info';

export type SnackbarMessage = {
  /** The spec's French text ("Panier vidé", "Erreur lors de la suppression"…). */
  message: string;
  tone: SnackbarTone;
  /** Auto-dismiss delay in ms (spec: 2000 to 6000); without it the snackbar stays until closed. */
  duration?: number;
};

const look = {
  success: { tone: 'success', icon: 'check_circle' },
  error: { tone: 'danger', icon: 'warning' },
  info: { tone: 'info', icon: 'info' },
} as const satisfies Record<SnackbarTone, { tone: keyof typeof toneStyle; icon: IconName }>;

/**
 * The shop's queue of snackbars. The shop keeps one and calls `show` (it owns timing and
 * wording); react-aria pauses the timers while the user hovers or focuses a snackbar.
 */
export class SnackbarQueue {
  readonly queue = new ToastQueue<Omit<SnackbarMessage, 'duration'>>({ maxVisibleToasts: 3 });

  show({ duration, ...snackbar }: SnackbarMessage): string {
    return this.queue.add(snackbar, duration === undefined ? {} : { timeout: duration });
  }

  close(key: string): void {
    this.queue.close(key);
  }
}

export type SnackbarProps = {
  queue: SnackbarQueue;
  closeLabel?: string;
};

/** The landmark region where snackbars appear, rendered once at the root of the shop. */
export function Snackbar({ queue, closeLabel = 'Fermer' }: SnackbarProps) {
  return (
    <ToastRegion queue={queue.queue} className={region} aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={`${toastStyle} ${toneStyle[look[toast.content.tone].tone]}`}>
          <Icon name={look[toast.content.tone].icon} />
          <ToastContent className={content}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <AriaButton slot="close" className={close} aria-label={closeLabel}>
            {closeLabel}
          </AriaButton>
        </Toast>
      )}
    </ToastRegion>
  );
}
