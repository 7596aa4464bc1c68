import { Mail, MapPin, Phone } from 'lucide-react';
import { company, telHref, type CompanyAddress } from '../company.ts';
import { Logo } from '../Logo/Logo.tsx';
import { RouteLink } from '../RouteLink/RouteLink.tsx';
import * as s from './SiteFooter.css.ts';

export type SiteFooterProps = {
  /** The telephone shown, as a `tel:` link; the company's by default. */
  phone?: string;
  /** The e-mail address for orders, as a `mailto:` link; the company's by default. */
  email?: string;
  /** The postal address shown; the company's by default. */
  address?: CompanyAddress;
  /** Network pages; the spec names the networks but not their addresses. */
  social?: { linkedin: string; facebook: string };
  /** The copyright year: the current one, which the page gives (issue 27: a fixed 2025 aged). */
  year: number;
};

// Spec 1 §2 "Shared page frame": every product link goes to /products, every service link to /contact.
const to = (href: string) => (label: string) => ({ href, label });
const productLinks = ["Batteries d'origine", 'Chargeurs', 'Piles & Accus', 'Batteries Multimédias'].map(to('/products'));
const serviceLinks = ['Support technique', 'Devis personnalisé', 'Sur mesure', 'SAV'].map(to('/contact'));
const legalLinks = [
  { href: '/mentions-legales', label: 'Mentions légales' },
  { href: '/conditions-generales', label: 'Conditions générales de vente' },
  { href: '/politique-confidentialite', label: 'Politique de confidentialité' },
];

/** The footer of every page: product, service and legal links, contact details, copyright. */
export function SiteFooter({
  phone = company.phone,
  email = company.contactEmail,
  address = company.address,
  social = company.social,
  year,
}: SiteFooterProps) {
  const column = (title: string, links: { href: string; label: string }[]) => (
    <nav aria-label={title}>
      <h2 className={s.heading}>{title}</h2>
      <ul className={s.list}>
        {links.map(({ href, label }) => (
          <li key={label}>
            <RouteLink href={href} className={s.link}>
              {label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <div className={s.columns}>
          <section aria-label="Contact">
            <p className={s.heading}>
              <Logo />
            </p>
            <address className={s.address}>
              <span className={s.addressLine}>
                <MapPin aria-hidden size={18} />
                <span>
                  {address.street}
                  <br />
                  {address.postalCode} {address.city}, {address.country}
                </span>
              </span>
              <a className={s.link} href={telHref(phone)}>
                <Phone aria-hidden size={18} />
                {phone}
              </a>
              <a className={s.link} href={`mailto:${email}`}>
                <Mail aria-hidden size={18} />
                {email}
              </a>
            </address>
            <ul className={s.social}>
              <li>
                <a className={s.socialLink} href={social.linkedin} target="_blank" rel="noreferrer" aria-label="LinkedIn (nouvel onglet)">
                  <svg aria-hidden viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
                    <circle cx="5" cy="5" r="2.2" />
                    <rect x="3" y="9" width="4.2" height="12" />
                    <path d="M10 9h4v1.8c.7-1.2 2.1-2.1 4-2.1 3 0 4 2 4 5.2V21h-4.2v-6.3c0-1.6-.5-2.6-1.9-2.6s-1.9 1-1.9 2.6V21H10z" />
                  </svg>
                </a>
              </li>
              <li>
                <a className={s.socialLink} href={social.facebook} target="_blank" rel="noreferrer" aria-label="Facebook (nouvel onglet)">
                  <svg aria-hidden viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
                    <path d="M13.5 22v-8h2.8l.4-3.4h-3.2V8.6c0-1 .3-1.6 1.7-1.6h1.7V4a23 23 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.4V14h2.8v8z" />
                  </svg>
                </a>
              </li>
            </ul>
          </section>
          {column('Nos produits', productLinks)}
          {column('Nos services', serviceLinks)}
          {column('Informations légales', legalLinks)}
        </div>
        <div className={s.bottom}>
          <p className={s.copyright}>
            © {year} {company.name}. Tous droits réservés.
          </p>
        </div>
      </div>
    </footer>
  );
}
