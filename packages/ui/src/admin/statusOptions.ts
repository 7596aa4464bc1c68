import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATUS_DISPLAY,
  PAYMENT_STATUSES,
  SHIPPING_STATUS_DISPLAY,
  SHIPPING_STATUSES,
} from '@otech/domain';
import type { SelectOption } from '../base/Select/Select.tsx';

// The three status catalogues of spec 3 §4 as select options, in the catalogue's order.
export const ORDER_STATUS_OPTIONS: SelectOption[] = ORDER_STATUSES.map((id) => ({ id, label: ORDER_STATUS_LABELS[id] }));
export const PAYMENT_STATUS_OPTIONS: SelectOption[] = PAYMENT_STATUSES.map((id) => ({ id, label: PAYMENT_STATUS_DISPLAY[id].label }));
export const SHIPPING_STATUS_OPTIONS: SelectOption[] = SHIPPING_STATUSES.map((id) => ({ id, label: SHIPPING_STATUS_DISPLAY[id].label }));
