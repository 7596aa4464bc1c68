import { useId } from 'react';
import { Battery, BatteryCharging, BatteryFull, PlugZap, Smartphone, type LucideIcon } from 'lucide-react';
import type { HomeCategoryCard } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { grid, iconBubble, section, sectionTitle } from '../section.css.ts';
import * as s from './CategoryCards.css.ts';

export type CategoryCardsProps = {
  /** The cards with their count labels (the domain's `HOME_CATEGORY_CARDS`, spec 1 §2 and §9). */
  cards: readonly HomeCategoryCard[];
};

// The icon names the domain's cards use; an unknown name falls back to a plain battery.
const icons: Record<string, LucideIcon> = { BatteryFull, BatteryCharging, PlugZap, Smartphone };

/** The home page's product categories: icon, title, description and count of each. */
export function CategoryCards({ cards }: CategoryCardsProps) {
  const titleId = useId();
  return (
    <section className={section} aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitle}>
        Nos catégories de produits
      </h2>
      <ul className={grid}>
        {cards.map((card) => {
          const Glyph = icons[card.icon] ?? Battery;
          return (
            <li key={card.title} className={s.item}>
              <Card>
                <span className={iconBubble}>
                  <Glyph aria-hidden size={26} />
                </span>
                <h3 className={s.title}>{card.title}</h3>
                <p className={s.description}>{card.description}</p>
                <p className={s.count}>{card.countLabel}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
