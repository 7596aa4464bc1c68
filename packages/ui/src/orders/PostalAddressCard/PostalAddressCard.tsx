import { postalAddressLines, type PostalAddress } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import * as styles from './PostalAddressCard.css.ts';

export interface PostalAddressCardProps {
  /** "Adresse de livraison", "Adresse de facturation". */
  title: string;
  /** The address as stored; printed line by line. */
  address: PostalAddress;
}

/** An order's address as printed on a parcel, or "Adresse non renseignée" when it is empty. */
export function PostalAddressCard({ title, address }: PostalAddressCardProps) {
  const lines = postalAddressLines(address);
  return (
    <Card title={title}>
      <address className={styles.address}>{lines.length > 0 ? lines.join('\n') : 'Adresse non renseignée'}</address>
    </Card>
  );
}
