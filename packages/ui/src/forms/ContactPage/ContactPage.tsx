import type { ReactNode } from 'react';
import { Card } from '../../base/Card/Card.tsx';
import { ContactAdvantages } from '../ContactAdvantages/ContactAdvantages.tsx';
import { ContactDetailsCard, type ContactDetailsCardProps } from '../ContactDetailsCard/ContactDetailsCard.tsx';
import * as layout from '../formLayout.css.ts';
import * as styles from './ContactPage.css.ts';

export type ContactPageProps = {
  /**
   * The request form (`ContactForm`), given whole: the page around it is static, and a shop that
   * hydrates only its interactive parts hydrates the form alone.
   */
  form: ReactNode;
  /** Overrides of the shop's own contact details. */
  details?: ContactDetailsCardProps;
};

/** Contact page: header, contact details, advantages and the request form (spec 1, contact page). */
export function ContactPage({ form, details }: ContactPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={layout.heading}>
          Contactez-nous
        </h1>
        <p className={layout.lead}>Une question, un besoin de devis ? Notre équipe vous répond sous 24h.</p>
      </header>
      <div className={styles.columns}>
        <div className={styles.aside}>
          <ContactDetailsCard {...details} />
          <ContactAdvantages />
        </div>
        <div className={styles.formColumn}>
          <Card title="Votre demande de contact">
            {form}
          </Card>
        </div>
      </div>
    </div>
  );
}
