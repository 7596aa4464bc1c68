import { HOME_PAGE_ID } from '../HomePage/homePageId.ts';
import { MaintenancePopup } from '../MaintenancePopup/MaintenancePopup.tsx';

export type MaintenanceNoticeProps = {
  /** Whether the maintenance pop-up shows (the domain's "closed today" rule decides). */
  isOpen: boolean;
  /** Called when the pop-up is closed, so the app remembers the day. */
  onClose: () => void;
  /** The telephone shown, as a `tel:` link; the company's by default. */
  phone?: string;
  /** The e-mail address for orders, as a `mailto:` link; the company's by default. */
  email?: string;
};

/**
 * The home page's maintenance pop-up as the page shows it (spec 1 §4). It opens with the page, so
 * nothing had focus before it: closing it would drop the keyboard on <body>. The home page itself
 * takes focus instead, and Tab goes on into its content.
 */
export function MaintenanceNotice({ isOpen, onClose, phone, email }: MaintenanceNoticeProps) {
  if (!isOpen) return null;
  const close = () => {
    onClose();
    window.setTimeout(() => document.getElementById(HOME_PAGE_ID)?.focus({ preventScroll: true }));
  };
  // A native <dialog> (no script beyond its own few lines): it comes with the notice, no chunk of its own.
  return <MaintenancePopup isOpen onClose={close} phone={phone} email={email} />;
}
