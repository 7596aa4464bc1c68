import type { Address } from '../schemas/address.ts';

/** Asked before an address is deleted (spec 2 §5). */
export const DELETE_ADDRESS_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer cette adresse ?';

/** The default address cannot be deleted: its delete button is disabled (spec 2 §2.3, §5). */
export function canDeleteAddress(address: Pick<Address, 'isDefault'>): boolean {
  return !address.isDefault;
}
