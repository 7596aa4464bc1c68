import type { ReactNode } from 'react';
import type { HomeCategoryCard } from '@otech/domain';
import { AdvantagesSection } from '../AdvantagesSection/AdvantagesSection.tsx';
import { CallToAction } from '../CallToAction/CallToAction.tsx';
import { CategoryCards } from '../CategoryCards/CategoryCards.tsx';
import { ConstructionBanner } from '../ConstructionBanner/ConstructionBanner.tsx';
import { HomeHero } from '../HomeHero/HomeHero.tsx';
import { HOME_PAGE_ID } from './homePageId.ts';
import * as s from './HomePage.css.ts';

export type HomePageProps = {
  /** The `MaintenanceNotice`: the page's one interactive part, which the app may run on its own. */
  maintenanceNotice?: ReactNode;
  /** The rayons shown as cards, with their counts. */
  categoryCards: readonly HomeCategoryCard[];
  /** The telephone shown, as a `tel:` link; the company's by default. */
  phone?: string;
  /** The e-mail address for orders, as a `mailto:` link; the company's by default. */
  email?: string;
};

/** The home page's content, its sections in the spec's order (spec 1 §2 "Home page"). */
export function HomePage({ maintenanceNotice, categoryCards, phone, email }: HomePageProps) {
  return (
    <div id={HOME_PAGE_ID} className={s.page} tabIndex={-1}>
      {maintenanceNotice}
      <ConstructionBanner />
      <HomeHero phone={phone} email={email} />
      <CategoryCards cards={categoryCards} />
      <AdvantagesSection />
      <CallToAction />
    </div>
  );
}
