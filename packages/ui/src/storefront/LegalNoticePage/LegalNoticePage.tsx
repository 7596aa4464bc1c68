import { LegalDocument, type LegalSection } from '../LegalDocument/LegalDocument.tsx';
import { company, telHref } from '../company.ts';
import { RouteLink } from '../RouteLink/RouteLink.tsx';

/**
 * The legal notice (/mentions-legales). The spec links it from the footer without showing it, so
 * it holds what French law (LCEN art. 6) requires of a company's site: publisher, publication
 * director, host, contact. Registration numbers and host come from `company`, where they are
 * marked as sample data.
 */
export function LegalNoticePage() {
  const { address, registration, host } = company;
  const sections: LegalSection[] = [
    {
      title: '1. Éditeur du site',
      body: (
          <p>
            {company.name}, {company.legalForm} au capital de {company.shareCapital}
            <br />
            Siège social : {address.street}, {address.postalCode} {address.city}, {address.country}
            <br />
            {registration.rcs} – SIRET {registration.siret}
            <br />
            N° de TVA intracommunautaire : {registration.vatNumber}
          </p>
      ),
    },
    {
      title: '2. Directeur de la publication',
      body: <p>{company.publicationDirector}</p>,
    },
    {
      title: '3. Hébergement',
      body: (
        <p>
          {host.name}
          <br />
          {host.address}
          <br />
          Téléphone : {host.phone}
        </p>
      ),
    },
    {
      title: '4. Contact',
      body: (
        <p>
          Téléphone : <a href={telHref(company.phone)}>{company.phone}</a>
          <br />
          E-mail : <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
        </p>
      ),
    },
    {
      title: '5. Propriété intellectuelle',
      body: (
        <p>
          L’ensemble des contenus de ce site (textes, images, logos, fiches produits) est la propriété de{' '}
          {company.name} ou de ses partenaires. Toute reproduction sans autorisation écrite préalable est interdite.
        </p>
      ),
    },
    {
      title: '6. Données personnelles et cookies',
      body: (
        <p>
          Le traitement de vos données personnelles et l’usage des cookies sont décrits dans notre{' '}
          <RouteLink href="/politique-confidentialite">
            politique de confidentialité
          </RouteLink>
          .
        </p>
      ),
    },
  ];
  return <LegalDocument title="Mentions légales" sections={sections} />;
}
