import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Card } from '../../base/Card/Card.tsx';
import { company, telHref, type CompanyAddress } from '../../storefront/company.ts';
import * as styles from './ContactDetailsCard.css.ts';

export type HotlineSlot = { days: string; hours: string };

/** Hotline opening hours (spec 1, contact page). */
export const HOTLINE_HOURS: readonly HotlineSlot[] = [
  { days: 'Lundi - Mardi', hours: '9h00 - 15h30' },
  { days: 'Mercredi', hours: '9h00 - 12h00' },
  { days: 'Jeudi - Vendredi', hours: '9h00 - 15h30' },
];

export type ContactDetailsCardProps = {
  /** The postal address shown; the company's by default. */
  address?: CompanyAddress;
  /** The telephone shown, as a `tel:` link; the company's by default. */
  phone?: string;
  /** The e-mail address for orders. */
  orderEmail?: string;
  /** The hotline's opening hours, day ranges and times. */
  hours?: readonly HotlineSlot[];
};

/** Postal address, phone, order e-mail and hotline hours (spec 1, contact page). */
export function ContactDetailsCard({
  address = company.address,
  phone = company.phone,
  orderEmail = company.orderEmail,
  hours = HOTLINE_HOURS,
}: ContactDetailsCardProps) {
  return (
    <Card title="Nos coordonnées">
      <dl className={styles.list}>
        <div className={styles.item}>
          <MapPin size={20} aria-hidden className={styles.icon} />
          <dt className={styles.term}>Adresse</dt>
          <dd className={styles.detail}>
            {address.street}
            <br />
            {address.postalCode} {address.city}, {address.country}
          </dd>
        </div>
        <div className={styles.item}>
          <Phone size={20} aria-hidden className={styles.icon} />
          <dt className={styles.term}>Téléphone</dt>
          <dd className={styles.detail}>
            <a className={styles.link} href={telHref(phone)}>
              {phone}
            </a>
          </dd>
        </div>
        <div className={styles.item}>
          <Mail size={20} aria-hidden className={styles.icon} />
          <dt className={styles.term}>Email commandes</dt>
          <dd className={styles.detail}>
            <a className={styles.link} href={`mailto:${orderEmail}`}>
              {orderEmail}
            </a>
          </dd>
        </div>
        <div className={styles.item}>
          <Clock size={20} aria-hidden className={styles.icon} />
          <dt className={styles.term}>Horaires de la hotline</dt>
          <dd className={styles.detail}>
            <ul className={styles.hours}>
              {hours.map((slot) => (
                <li key={slot.days} className={styles.hoursRow}>
                  <span>{slot.days}</span>
                  <span>{slot.hours}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
