import type { HomeCategoryCard } from '@otech/domain';
import { AdvantagesSection } from '../AdvantagesSection/AdvantagesSection.tsx';
import { CallToAction } from '../CallToAction/CallToAction.tsx';
import { CategoryCards } from '../CategoryCards/CategoryCards.tsx';
import { ConstructionBanner } from '../ConstructionBanner/ConstructionBanner.tsx';
import { HomeHero } from '../HomeHero/HomeHero.tsx';
import { MaintenancePopup } from '../MaintenancePopup/MaintenancePopup.tsx';
import * as s from './HomePage.css.ts';

export type HomePageProps = {
  /** Whether the maintenance pop-up shows (the domain's "closed today" rule decides). */
  maintenanceOpen: boolean;
  onMaintenanceClose: () => void;
  categoryCards: readonly HomeCategoryCard[];
  phone?: string;
  email?: string;
};

/** The home page's content, its sections in the spec's order (spec 1 §2 "Home page"). */
export function HomePage({
  maintenanceOpen,
  onMaintenanceClose,
  categoryCards,
  phone,
  email,
}: HomePageProps) {
  return (
    <div className={s.page}>
      <MaintenancePopup isOpen={maintenanceOpen} onClose={onMaintenanceClose} phone={phone} email={email} />
      <ConstructionBanner />
      <HomeHero phone={phone} email={email} />
      <CategoryCards cards={categoryCards} />
      <AdvantagesSection />
      <CallToAction />
    </div>
  );
}
