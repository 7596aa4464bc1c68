import { CONSENT_VALIDITY_MONTHS } from '@otech/domain';
import { LegalDocument, type LegalSection } from '../LegalDocument/LegalDocument.tsx';
import { company, type CompanyAddress } from '../company.ts';

export type PrivacyPolicyPageProps = {
  /** The company named in the text; the shop's by default. */
  companyName?: string;
  /** The postal address shown; the company's by default. */
  address?: CompanyAddress;
  /** Where data-protection requests go. */
  email?: string;
};

const sections = (name: string, address: CompanyAddress, email: string): LegalSection[] => [
  {
    title: '1. Responsable du traitement',
    body: (
      <p>
        Le responsable du traitement est {name}, SAS au capital de {company.shareCapital}, dont le siège est situé{' '}
        {address.street}, {address.postalCode} {address.city}, {address.country}. {name} commercialise des batteries
        et des produits liés à la téléphonie auprès des professionnels.
      </p>
    ),
  },
  {
    title: '2. Données collectées',
    body: (
      <ul>
        <li>
          Données d’identification : nom, raison sociale, numéro de TVA intracommunautaire, coordonnées
          professionnelles ;
        </li>
        <li>Données de connexion et de navigation ;</li>
        <li>Données de transaction : commandes, factures, paiements.</li>
      </ul>
    ),
  },
  {
    title: '3. Finalités du traitement',
    body: (
      <ul>
        <li>gérer les comptes clients, les devis, les commandes et la facturation ;</li>
        <li>répondre aux demandes de contact et assurer le support technique ;</li>
        <li>améliorer le site et mesurer son audience ;</li>
        <li>mener des actions de prospection commerciale, sous réserve de votre consentement.</li>
      </ul>
    ),
  },
  {
    title: '4. Base légale',
    body: (
      <p>
        Les traitements reposent sur l’exécution du contrat ou des mesures précontractuelles (devis, commandes), sur
        nos obligations légales (comptabilité, facturation), sur notre intérêt légitime (sécurité du site, relation
        client) et, pour la prospection commerciale et les cookies non nécessaires, sur votre consentement.
      </p>
    ),
  },
  {
    title: '5. Destinataires des données',
    body: (
      <p>
        Vos données sont destinées aux services internes de {name} et à ses sous-traitants (hébergement, transport,
        outils de gestion), dans la limite de leurs missions. Elles ne sont jamais vendues à des tiers.
      </p>
    ),
  },
  {
    title: '6. Durée de conservation',
    body: (
      <ul>
        <li>commandes et factures : 10 ans ;</li>
        <li>données des clients et prospects : 3 ans après la fin de la relation commerciale ;</li>
        <li>cookies : {CONSENT_VALIDITY_MONTHS} mois au maximum.</li>
      </ul>
    ),
  },
  {
    title: '7. Sécurité',
    body: (
      <p>
        {name} met en œuvre les mesures techniques et organisationnelles appropriées pour protéger vos données contre
        la perte, l’accès non autorisé, la divulgation ou l’altération.
      </p>
    ),
  },
  {
    title: '8. Vos droits',
    body: (
      <>
        <p>
          Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et
          d’opposition, ainsi que du droit de retirer votre consentement à tout moment.
        </p>
        <p>
          Pour les exercer, écrivez à <a href={`mailto:${email}`}>{email}</a>. Vous pouvez également introduire une
          réclamation auprès de la CNIL.
        </p>
      </>
    ),
  },
  {
    title: '9. Cookies',
    body: (
      <p>
        Les cookies nécessaires au fonctionnement du site sont toujours déposés. Les cookies de mesure d’audience, de
        marketing et de fonctionnalité ne le sont qu’avec votre accord, recueilli par le bandeau « Respect de votre vie
        privée ». Votre choix est conservé {CONSENT_VALIDITY_MONTHS} mois au maximum, puis vous est à nouveau demandé.
      </p>
    ),
  },
  {
    title: '10. Modification de la politique',
    body: (
      <p>
        {name} peut modifier la présente politique pour l’adapter aux évolutions légales ou de ses services. La version
        en vigueur est celle publiée sur cette page.
      </p>
    ),
  },
];

/** The privacy policy, 10 sections (spec 2 §2.7). */
export function PrivacyPolicyPage({
  companyName = company.name,
  address = company.address,
  email = company.contactEmail,
}: PrivacyPolicyPageProps) {
  return <LegalDocument title="Politique de confidentialité" sections={sections(companyName, address, email)} />;
}
