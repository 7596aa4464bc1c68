import { useId } from 'react';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { company, telHref } from '../company.ts';
import { Logo } from '../Logo/Logo.tsx';
import * as s from './HomeHero.css.ts';

export type HomeHeroProps = {
  /** The sentence under the logo; the specification's by default. */
  tagline?: string;
  /** The telephone shown, as a `tel:` link; the company's by default. */
  phone?: string;
  /** The e-mail address for orders, as a `mailto:` link; the company's by default. */
  email?: string;
};

/**
 * The home page's hero: logo and tagline (spec 1 §2), and the notice of spec 1 §1 that online
 * ordering is not yet open, with the telephone and e-mail ways to order.
 */
export function HomeHero({
  tagline = company.tagline,
  phone = company.phone,
  email = company.orderEmail,
}: HomeHeroProps) {
  const titleId = useId();
  return (
    <section className={s.hero} aria-labelledby={titleId}>
      <h1 id={titleId} className={s.title}>
        <Logo size="large" />
      </h1>
      <p className={s.tagline}>{tagline}</p>
      <p className={s.order}>
        La commande en ligne n'est pas encore opérationnelle : commandez par téléphone au{' '}
        <a className={s.orderLink} href={telHref(phone)}>
          {phone}
        </a>{' '}
        ou par e-mail à{' '}
        <a className={s.orderLink} href={`mailto:${email}`}>
          {email}
        </a>
        .
      </p>
      <LinkButton href="/catalogue" variant="accent" size="large">
        Découvrir le catalogue
      </LinkButton>
    </section>
  );
}
