import { Clock, Handshake, Truck, Wrench } from 'lucide-react';
import { Card } from '../../base/Card/Card.tsx';
import * as styles from './ContactAdvantages.css.ts';

// Spec 1, contact page: reply within 24 h, fast delivery, technical expertise, personalised
// support; the details repeat the promises of spec 1 sections 1 and 9.
const advantages = [
  { Icon: Clock, title: 'Réponse sous 24h', text: 'Nous répondons à chaque demande sous 24h.' },
  { Icon: Truck, title: 'Livraison rapide', text: 'Expédition le jour même pour toute commande passée avant 11h.' },
  { Icon: Wrench, title: 'Expertise technique', text: "Plus de 30 ans d'expérience dans les batteries professionnelles." },
  { Icon: Handshake, title: 'Accompagnement personnalisé', text: 'Un interlocuteur dédié pour vos projets et vos devis.' },
] as const;

/** Why contact the shop (spec 1, contact page). */
export function ContactAdvantages() {
  return (
    <Card title="Pourquoi nous choisir ?">
      <ul className={styles.list}>
        {advantages.map(({ Icon, title, text }) => (
          <li key={title} className={styles.item}>
            <Icon size={20} aria-hidden className={styles.icon} />
            <span className={styles.title}>{title}</span>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
