import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import type { SnackbarTone } from '@otech/domain';
import { tone as toneStyle } from '../../theme/tone.css.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { action, close, content, region, toast as toastStyle } from './Snackbar.css.ts';
import { CLOSE_LABEL, type QueuedSnackbar, type SnackbarQueue } from './SnackbarQueue.ts';

const createToastQueue = () => new ToastQueue<QueuedSnackbar>({ maxVisibleToasts: 3 });

const icons = {
  success: 'CircleCheck',
  error: 'TriangleAlert',
  warning: 'TriangleAlert',
  info: 'Info',
} as const satisfies Record<SnackbarTone, IconName>;

/** The landmark region where the queue's snackbars appear. */
export function SnackbarRegion({ queue }: { queue: SnackbarQueue }) {
  return (
    <ToastRegion queue={queue.connect(createToastQueue)} className={region} aria-label="Notifications">
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
