import { useId } from 'react';
import { ExternalLink } from 'lucide-react';
import { Button } from '../../base/Button/Button.tsx';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as s from './CookieBanner.css.ts';

export type CookieBannerProps = {
  /** Accepts every cookie kind (analytics, marketing, functional). */
  onAccept: () => void;
  /** Refuses every cookie kind except the necessary ones. */
  onReject: () => void;
  /** The privacy policy page, opened in a new tab so the visitor keeps the page they are on. */
  privacyHref?: string;
};

/**
 * The cookie-consent banner (spec 1 §2 "Shared page frame"). When to show it (2 s after load,
 * no consent or an expired one) is decided by the app with the domain's consent rule.
 */
export function CookieBanner({ onAccept, onReject, privacyHref = '/politique-confidentialite' }: CookieBannerProps) {
  const titleId = useId();
  return (
    <section className={s.banner} aria-labelledby={titleId}>
      <div className={s.text}>
        <h2 id={titleId} className={s.title}>
          Respect de votre vie privée
        </h2>
        <p className={s.body}>
          En poursuivant votre navigation sur ce site, vous acceptez notre{' '}
          <a className={s.link} href={privacyHref} target="_blank" rel="noopener">
            politique de confidentialité
            <ExternalLink aria-hidden size={14} />
            <span className={visuallyHidden}> (nouvel onglet)</span>
          </a>
          .
        </p>
      </div>
      <div className={s.actions}>
        <Button variant="secondary" onPress={onReject}>
          Refuser
        </Button>
        <Button variant="primary" onPress={onAccept}>
          Accepter
        </Button>
      </div>
    </section>
  );
}
