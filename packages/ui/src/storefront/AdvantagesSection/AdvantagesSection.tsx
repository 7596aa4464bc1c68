import { useId } from 'react';
import { BadgeCheck, Headset, Truck, Warehouse } from 'lucide-react';
import { formatInteger } from '@otech/domain';
import { grid, iconBubble, section, sectionTitle } from '../section.css.ts';
import * as s from './AdvantagesSection.css.ts';

export type AdvantagesSectionProps = {
  /** References in stock (spec 1 §9: over 40,000). */
  referenceCount?: number;
  /** Orders placed before this time leave the same day (spec 1 §9: 11:00). */
  sameDayCutoff?: string;
};

/** The home page's marketing claims (spec 1 §1). */
export function AdvantagesSection({ referenceCount = 40_000, sameDayCutoff = '11h00' }: AdvantagesSectionProps) {
  const titleId = useId();
  const advantages = [
    { Glyph: BadgeCheck, title: 'Produits certifiés', text: 'Tous nos produits sont testés et certifiés.' },
    {
      Glyph: Warehouse,
      title: `+ de ${formatInteger(referenceCount)} références`,
      text: 'Un stock permanent pour vous livrer sans attendre.',
    },
    { Glyph: Headset, title: 'Support technique', text: 'Nos experts vous conseillent sur le choix de vos batteries.' },
    {
      Glyph: Truck,
      title: 'Expédition le jour même',
      text: `Pour toute commande passée avant ${sameDayCutoff}.`,
    },
  ];
  return (
    <section className={section} aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitle}>
        Pourquoi choisir OTECH ?
      </h2>
      <ul className={grid}>
        {advantages.map(({ Glyph, title, text }) => (
          <li key={title} className={s.item}>
            <span className={iconBubble}>
              <Glyph aria-hidden size={26} />
            </span>
            <h3 className={s.title}>{title}</h3>
            <p className={s.text}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
