import { Construction } from 'lucide-react';
import * as s from './ConstructionBanner.css.ts';

/** The home page's info line: the site is still under construction this week (spec 1 §2 "Home page"). */
export function ConstructionBanner() {
  return (
    <p className={s.banner} role="note">
      <Construction className={s.icon} aria-hidden size={18} />
      Notre site est encore en construction cette semaine : certaines fonctionnalités peuvent être
      indisponibles. Merci de votre compréhension.
    </p>
  );
}
