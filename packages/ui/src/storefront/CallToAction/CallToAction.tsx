import { useId } from 'react';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import * as s from './CallToAction.css.ts';

/** The home page's closing call to action, with a button to the contact page (spec 1 §2). */
export function CallToAction() {
  const titleId = useId();
  return (
    <section className={s.box} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={s.title}>
          Besoin d'un devis personnalisé ?
        </h2>
        <p className={s.text}>Notre équipe vous répond sous 24 h avec une offre adaptée à votre activité.</p>
      </div>
      <LinkButton href="/contact" variant="primary" size="large">
        Nous contacter
      </LinkButton>
    </section>
  );
}
