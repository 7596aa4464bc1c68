import { memberSinceLabel } from '@otech/domain';
import { heading } from '../../forms/formLayout.css.ts';
import * as styles from './AccountWelcome.css.ts';

export type AccountWelcomeProps = {
  /** The dashboard's title ("Mon Espace Client"). */
  title: string;
  /**
   * Who is welcomed: first and last name on /client-dashboard (spec 2 §2.2), the domain's
   * `welcomeName` (company, else pseudo) on /dashboard (spec 2 §2.3).
   */
  name: string;
  /** ISO member-since date; adds the "client since {month year}" line of spec 2 §2.3. */
  memberSince?: string;
};

/** Page heading of a customer dashboard: title, welcome line and, when known, the member-since line. */
export function AccountWelcome({ title, name, memberSince }: AccountWelcomeProps) {
  return (
    <header className={styles.header}>
      <h1 className={heading}>{title}</h1>
      <p className={styles.welcome}>Bienvenue, {name}</p>
      {memberSince && <p className={styles.since}>{memberSinceLabel(memberSince)}</p>}
    </header>
  );
}
