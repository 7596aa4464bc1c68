import { lazy, Suspense, useRef } from 'react';
import type { HomeCategoryCard } from '@otech/domain';
import { AdvantagesSection } from '../AdvantagesSection/AdvantagesSection.tsx';
import { CallToAction } from '../CallToAction/CallToAction.tsx';
import { CategoryCards } from '../CategoryCards/CategoryCards.tsx';
import { ConstructionBanner } from '../ConstructionBanner/ConstructionBanner.tsx';
import { HomeHero } from '../HomeHero/HomeHero.tsx';
import * as s from './HomePage.css.ts';

// The pop-up's dialog (react-aria's modal, focus scope and overlays) loads only when it opens.
const MaintenancePopup = lazy(() =>
  import('../MaintenancePopup/MaintenancePopup.tsx').then((module) => ({ default: module.MaintenancePopup })),
);

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
  const pageRef = useRef<HTMLDivElement>(null);
  // The pop-up opens with the page, so nothing had focus before it: closing it would drop the
  // keyboard on <body>. The page itself takes focus instead, and Tab goes on into its content.
  const closeMaintenance = () => {
    onMaintenanceClose();
    window.setTimeout(() => pageRef.current?.focus({ preventScroll: true }));
  };
  return (
    <div ref={pageRef} className={s.page} tabIndex={-1}>
      {maintenanceOpen && (
        <Suspense fallback={null}>
          <MaintenancePopup isOpen onClose={closeMaintenance} phone={phone} email={email} />
        </Suspense>
      )}
      <ConstructionBanner />
      <HomeHero phone={phone} email={email} />
      <CategoryCards cards={categoryCards} />
      <AdvantagesSection />
      <CallToAction />
    </div>
  );
}
