import type { Address } from '../schemas/address.ts';

/** The default address cannot be deleted: its delete button is disabled (spec 2 §2.3, §5). */
export function canDeleteAddress(address: Pick<Address, 'isDefault'>): boolean {
  return !address.isDefault;
}
