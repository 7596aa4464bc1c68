import type { PaymentStatus } from '../../schemas/order.ts';
import { displayOf, type StatusDisplay } from './display.ts';

/**
 * Spec 3 §4 "Payment status": labels and colours (pending=warn, paid=primary, failed=none,
 * refunded=accent, partial=warn). The spec names no icons; these follow the order statuses'.
 */
export const PAYMENT_STATUS_DISPLAY: Readonly<Record<PaymentStatus, StatusDisplay>> = {
  pending: { label: 'En attente', tone: 'warning', icon: 'Clock' },
  paid: { label: 'Payée', tone: 'primary', icon: 'CircleCheck' },
  failed: { label: 'Échec', tone: 'neutral', icon: 'CircleX' },
  refunded: { label: 'Remboursée', tone: 'accent', icon: 'Undo2' },
  partial: { label: 'Partiel', tone: 'warning', icon: 'CircleDashed' },
};

/** Payment chip of the administration's recent orders (spec 3 §2). */
export function paymentStatusDisplay(status: string): StatusDisplay {
  return displayOf(PAYMENT_STATUS_DISPLAY, status);
}
