import { ADDRESS_TYPE_LABELS, type AddressType } from '../../forms/account.ts';
import type { StatusDisplay } from './display.ts';

/** Icon by address type (spec 2 §2.3: "icon by type"); labels are the address form's. */
const ADDRESS_TYPE_ICONS: Readonly<Record<AddressType, string>> = {
  shipping: 'Truck',
  billing: 'Receipt',
  both: 'Building2',
};

export function addressTypeDisplay(type: AddressType): StatusDisplay {
  return { label: ADDRESS_TYPE_LABELS[type], tone: 'neutral', icon: ADDRESS_TYPE_ICONS[type] };
}
