import { LegalDocument, type LegalSection } from '../LegalDocument/LegalDocument.tsx';
import { company } from '../company.ts';

export type TermsOfSalePageProps = {
  /** The company named in the text; the shop's by default. */
  companyName?: string;
};

// Spec 2 §2.6: every figure below is one of the spec's terms constants (spec 2 §9).
const articles = (name: string): LegalSection[] => [
  {
    title: 'Article 1 – Objet et champ d’application',
    body: (
      <>
        <p>
          Les présentes conditions générales de vente régissent toutes les ventes conclues par {name} avec ses
          clients. Elles s’appliquent à l’exclusion de toutes autres conditions.
        </p>
        <p>
          Nos ventes sont réservées exclusivement aux clients professionnels. Les produits portant la mention « réservé
          aux professionnels » ne peuvent être utilisés que dans un cadre professionnel.
        </p>
      </>
    ),
  },
  {
    title: 'Article 2 – Commandes',
    body: (
      <p>
        Toute commande, passée par téléphone, par e-mail ou à la suite d’un devis personnalisé, vaut acceptation sans
        réserve des présentes conditions. Elle ne devient ferme qu’après sa confirmation par {name}.
      </p>
    ),
  },
  {
    title: 'Article 3 – Prix',
    body: (
      <>
        <p>Nos prix s’entendent en euros, hors taxes, au tarif en vigueur au jour de la commande.</p>
        <p>
          Une contribution sécurité et environnement de 1,75 % du prix hors taxes s’ajoute au prix de chaque produit.
        </p>
      </>
    ),
  },
  {
    title: 'Article 4 – Conditions tarifaires des grossistes',
    body: (
      <p>
        Le tarif grossiste suppose un chiffre d’affaires mensuel moyen minimum de 100 € sur les 12 derniers mois. À
        défaut, le client bascule automatiquement sur le tarif professionnel standard.
      </p>
    ),
  },
  {
    title: 'Article 5 – Paiement',
    body: <p>Sauf accord écrit contraire, nos factures sont payables comptant à la commande.</p>,
  },
  {
    title: 'Article 6 – Retard de paiement',
    body: (
      <p>
        Tout retard de paiement entraîne de plein droit des pénalités égales à 3 fois le taux d’intérêt légal, ainsi
        qu’une indemnité forfaitaire pour frais de recouvrement de 40 €.
      </p>
    ),
  },
  {
    title: 'Article 7 – Livraison et transport',
    body: (
      <>
        <p>Les délais de livraison sont donnés à titre indicatif ; leur dépassement ne peut justifier l’annulation de la commande ni aucune indemnité.</p>
        <p>
          Les marchandises voyagent aux risques du destinataire. Les réserves auprès du transporteur doivent être
          formulées dans un délai de 4 jours ouvrés suivant la réception.
        </p>
      </>
    ),
  },
  {
    title: 'Article 8 – Retours',
    body: (
      <>
        <p>Les retours sont acceptés dans un délai de 30 jours, aux conditions suivantes :</p>
        <ul>
          <li>ils ne concernent que les produits standards, à l’exclusion des commandes spéciales et des produits à prix net ;</li>
          <li>les produits sont retournés dans leur emballage d’origine intact, accompagnés de la facture.</li>
        </ul>
        <p>Les reprises sont limitées à 10 % des achats du client sur la même période.</p>
      </>
    ),
  },
  {
    title: 'Article 9 – Garantie',
    body: (
      <>
        <p>
          Nos produits bénéficient d’une garantie commerciale de 1 an à compter de la date de facture, non extensible.
        </p>
        <p>La garantie légale de conformité ne s’applique pas entre professionnels et est expressément exclue.</p>
        <p>La capacité réelle d’une batterie peut être comprise entre 70 % et 100 % de sa capacité nominale.</p>
      </>
    ),
  },
  {
    title: 'Article 10 – Responsabilité et prescription',
    body: (
      <p>
        Toute action judiciaire relative à une vente doit être engagée dans un délai de 1 an à compter de la livraison.
      </p>
    ),
  },
  {
    title: 'Article 11 – Résiliation',
    body: (
      <p>
        En cas de manquement de l’une des parties à ses obligations, la vente peut être résiliée après une mise en
        demeure restée sans effet pendant 15 jours.
      </p>
    ),
  },
  {
    title: 'Article 12 – Droit applicable et juridiction',
    body: (
      <>
        <p>
          {name}, société au capital de {company.shareCapital}. Les présentes conditions sont soumises au droit
          français.
        </p>
        <p>Tout litige relève de la compétence exclusive des tribunaux d’Aix-en-Provence.</p>
      </>
    ),
  },
];

/** The terms of sale, 12 articles (spec 2 §2.6). */
export function TermsOfSalePage({ companyName = company.name }: TermsOfSalePageProps) {
  return <LegalDocument title="Conditions générales de vente" sections={articles(companyName)} />;
}
