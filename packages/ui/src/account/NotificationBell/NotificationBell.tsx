import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { formatLongDate, notificationTypeDisplay, unreadCount, type Notification } from '@otech/domain';
import { TriggerButton } from '../../base/Button/TriggerButton.tsx';
import { Icon, isIconName } from '../../base/Icon/Icon.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './NotificationBell.css.ts';

export interface NotificationBellProps {
  /** The customer's notifications, newest first, as the API gives them. */
  notifications: readonly Notification[];
  /** A notification was chosen: the screen marks it read and follows its actionUrl (spec 2 §2.3). */
  onOpen: (notification: Notification) => void;
}

/** The header's bell with the unread count, opening the notifications (spec 2 §2.3). */
export function NotificationBell({ notifications, onOpen }: NotificationBellProps) {
  const unread = unreadCount(notifications);
  const label = unread > 0 ? `Notifications, ${unread} non lues` : 'Notifications';
  return (
    <MenuTrigger>
      <span className={styles.trigger}>
        <TriggerButton variant="secondary" aria-label={label}>
          <Icon name="Bell" size={20} />
        </TriggerButton>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden>
            {unread}
          </span>
        )}
      </span>
      <Popover className={layout.menuPopover} placement="bottom end">
        <Menu
          className={layout.menu}
          aria-label="Notifications"
          items={notifications}
          renderEmptyState={() => <p className={layout.muted}>Aucune notification</p>}
          onAction={(id) => {
            const chosen = notifications.find((notification) => notification.id === id);
            if (chosen) onOpen(chosen);
          }}
        >
          {(notification) => {
            const display = notificationTypeDisplay(notification.type);
            return (
              <MenuItem id={notification.id} className={layout.menuItem} textValue={notification.title}>
                {isIconName(display.icon) && <Icon name={display.icon} size={18} />}
                <span className={styles.text}>
                  <span className={notification.read ? undefined : styles.unread}>{notification.title}</span>
                  <span className={layout.muted}>{notification.message}</span>
                  <span className={layout.muted}>{formatLongDate(notification.date)}</span>
                </span>
              </MenuItem>
            );
          }}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
