import type { PostalAddress } from '../schemas/postalAddress.ts';

/** An address as printed on a parcel, one line each (company, street, postal code and city, country); empty lines left out. */
export function postalAddressLines(address: PostalAddress): string[] {
  return [address.company, address.street, `${address.postalCode} ${address.city}`.trim(), address.country].filter((line): line is string => Boolean(line));
}
