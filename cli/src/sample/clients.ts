import { passwordHash, registeredAccountState } from '@otech/domain';
import type { Client } from '@otech/domain';

/**
 * The demo customer account (documented in data/README.md): active, not blocked, with a hash,
 * a delivery address and the dashboards' records (orders, invoices, quotes…) keyed to its id.
 */
export const DEMO_CLIENT = { id: 1, pseudo: 'JEAND', email: 'demo@otech-batteries.fr', password: 'Batterie2025!' } as const;

interface Seed {
  pseudo: string;
  societe: string;
  representant: string;
  famille?: string;
  ville: string;
  code_postal: string;
  adresse_debut: string;
  domain: string;
  /** Plain password of the sample, stored only as its hash; none means the demo fallback applies. */
  password?: string;
  actif?: false;
  bloque?: true;
  /** A registration of the last days, awaiting the administration's validation (/admin/ouvertures). */
  registeredOn?: string;
  delivery?: { societe: string; adresse_debut: string; code_postal: string; ville: string };
  mode_reglement?: string;
  pays?: string;
}

// Every famille kind of spec 1 section 6 appears (admin, gestionnaire, premium, vip, pro,
// professionnel, grossiste, revendeur, and labels that fall back to customer, empty included);
// "Revendeur pro" shows that the earlier rule wins.
const SEEDS: Seed[] = [
  { pseudo: DEMO_CLIENT.pseudo, societe: 'Dupont Électricité SARL', representant: 'Dupont', famille: 'Professionnel', ville: 'Lyon', code_postal: '69003', adresse_debut: '12 rue Paul Bert', domain: 'dupont-electricite.fr', password: DEMO_CLIENT.password, delivery: { societe: 'Dupont Électricité - Dépôt', adresse_debut: '8 chemin des Pivolles', code_postal: '69150', ville: 'Décines-Charpieu' }, mode_reglement: 'Virement 30 jours' },
  { pseudo: 'MARIEL', societe: 'Lefèvre Sécurité', representant: 'Lefèvre', famille: 'Client Premium', ville: 'Nantes', code_postal: '44000', adresse_debut: '3 quai de la Fosse', domain: 'lefevre-securite.fr', password: 'Alarme44!', mode_reglement: 'Virement 45 jours' },
  { pseudo: 'PAULM', societe: 'Martin Photo Vidéo', representant: 'Martin', famille: 'VIP', ville: 'Bordeaux', code_postal: '33000', adresse_debut: '41 cours Victor Hugo', domain: 'martin-photo.fr' },
  { pseudo: 'SOPHIEB', societe: 'Bernard Distribution', representant: 'Bernard', famille: 'Grossiste', ville: 'Lille', code_postal: '59000', adresse_debut: '120 rue Nationale', domain: 'bernard-distribution.fr', password: 'Grossiste59', delivery: { societe: 'Bernard Distribution - Entrepôt', adresse_debut: 'ZI de la Pilaterie, 5 rue des Saules', code_postal: '59700', ville: 'Marcq-en-Barœul' }, mode_reglement: 'LCR 60 jours' },
  { pseudo: 'LUCASR', societe: 'Robert Énergie', representant: 'Robert', famille: 'Revendeur', ville: 'Toulouse', code_postal: '31000', adresse_debut: '7 allée Jean Jaurès', domain: 'robert-energie.fr' },
  { pseudo: 'CAMILLEP', societe: 'Petit Nautisme', representant: 'Petit', famille: 'Revendeur pro', ville: 'La Rochelle', code_postal: '17000', adresse_debut: '2 quai Duperré', domain: 'petit-nautisme.fr', password: 'Voilier17!' },
  { pseudo: 'ADMINOT', societe: 'OTECH Administration', representant: 'Garnier', famille: 'Administrateur', ville: 'Villeurbanne', code_postal: '69100', adresse_debut: '25 avenue Roger Salengro', domain: 'otech-batteries.fr', password: 'Gestion2025!' },
  { pseudo: 'NICOLASG', societe: 'OTECH Comptes Clés', representant: 'Girard', famille: 'Gestionnaire', ville: 'Villeurbanne', code_postal: '69100', adresse_debut: '25 avenue Roger Salengro', domain: 'otech-batteries.fr' },
  { pseudo: 'EMMAD', societe: 'Durand Installations', representant: 'Durand', famille: 'PRO Installateur', ville: 'Marseille', code_postal: '13008', adresse_debut: '90 avenue du Prado', domain: 'durand-installations.fr', password: 'Soleil13' },
  { pseudo: 'THOMASL', societe: 'Leroy Particulier', representant: 'Leroy', famille: 'Particulier', ville: 'Rennes', code_postal: '35000', adresse_debut: '14 rue de Brest', domain: 'gmail.com' },
  { pseudo: 'CHLOEM', societe: 'Moreau Horlogerie', representant: 'Moreau', famille: '', ville: 'Besançon', code_postal: '25000', adresse_debut: '6 Grande Rue', domain: 'moreau-horlogerie.fr', password: 'Montre25' },
  { pseudo: 'HUGOS', societe: 'Simon Télécom', representant: 'Simon', ville: 'Strasbourg', code_postal: '67000', adresse_debut: '18 rue du Dôme', domain: 'simon-telecom.fr' },
  { pseudo: 'LEAF', societe: 'Fournier Auto', representant: 'Fournier', famille: 'Professionnel', ville: 'Dijon', code_postal: '21000', adresse_debut: '33 boulevard de Sévigné', domain: 'fournier-auto.fr', actif: false },
  { pseudo: 'LOUISM', societe: 'Mercier Solaire', representant: 'Mercier', famille: 'Premium', ville: 'Perpignan', code_postal: '66000', adresse_debut: '5 place Arago', domain: 'mercier-solaire.fr', password: 'Panneau66', bloque: true },
  { pseudo: 'MANONB', societe: 'Blanc Électronique', representant: 'Blanc', famille: 'Grossiste', ville: 'Grenoble', code_postal: '38000', adresse_debut: '22 cours Berriat', domain: 'blanc-electronique.fr', actif: false, bloque: true },
  { pseudo: 'ARTHURG', societe: 'Guerin Caravaning', representant: 'Guerin', famille: 'Revendeur', ville: 'Angers', code_postal: '49000', adresse_debut: '11 boulevard Foch', domain: 'guerin-caravaning.fr', password: 'Camping49', delivery: { societe: 'Guerin Caravaning - Atelier', adresse_debut: '4 rue de la Claie', code_postal: '49070', ville: 'Beaucouzé' } },
  { pseudo: 'JULIEF', societe: 'Faure Médical', representant: 'Faure', famille: 'Association', ville: 'Clermont-Ferrand', code_postal: '63000', adresse_debut: '9 rue Blatin', domain: 'faure-medical.fr', bloque: true },
  { pseudo: 'GABRIELA', societe: 'André Sonorisation', representant: 'André', famille: 'Professionnel', ville: 'Montpellier', code_postal: '34000', adresse_debut: '27 rue Foch', domain: 'andre-sono.fr', password: 'Enceinte34', actif: false },
  { pseudo: 'INESL', societe: 'Lambert Drones', representant: 'Lambert', famille: 'Client VIP', ville: 'Tours', code_postal: '37000', adresse_debut: '15 rue Nationale', domain: 'lambert-drones.fr' },
  { pseudo: 'RAPHAELB', societe: 'Bonnet Manutention', representant: 'Bonnet', famille: 'Grossiste', ville: 'Reims', code_postal: '51100', adresse_debut: '40 avenue de Laon', domain: 'bonnet-manutention.fr', password: 'Chariot51' },
  { pseudo: 'ZOEF', societe: 'François Jouets', representant: 'François', famille: 'Particulier', ville: 'Liège', code_postal: '4000', adresse_debut: '8 place Saint-Lambert', domain: 'francois-jouets.be', pays: 'Belgique' },
  { pseudo: 'NATHANR', societe: 'Rousseau Agricole', representant: 'Rousseau', famille: 'PRO', ville: 'Chartres', code_postal: '28000', adresse_debut: '3 rue du Bois Merrain', domain: 'rousseau-agricole.fr', password: 'Tracteur28', delivery: { societe: 'Rousseau Agricole - Ferme des Hauts', adresse_debut: 'Lieu-dit Les Hauts', code_postal: '28630', ville: 'Nogent-le-Phaye' } },
  { pseudo: 'HELENEM', societe: 'Martin Piles', representant: 'Martin', ville: 'Nantes', code_postal: '44000', adresse_debut: '3 rue du Port', domain: 'martin-piles.fr', password: 'Ouverture44', registeredOn: '2026-11-17T08:45:00.000Z' },
  { pseudo: 'YANNV', societe: 'Vidal Marine', representant: 'Vidal', ville: 'Brest', code_postal: '29200', adresse_debut: '1 quai Malbert', domain: 'vidal-marine.fr', password: 'Ouverture29', registeredOn: '2026-11-19T16:20:00.000Z' },
  { pseudo: 'ALICEC', societe: 'Colin Alarmes', representant: 'Colin', ville: 'Metz', code_postal: '57000', adresse_debut: '10 rue Serpenoise', domain: 'colin-alarmes.fr', password: 'Ouverture57', registeredOn: '2026-11-22T10:05:00.000Z' },
];

/** First name of each account's contact person; the last name is its representant's (issue 8). */
const FIRST_NAMES: Readonly<Record<string, string>> = {
  JEAND: 'Jean', MARIEL: 'Marie', PAULM: 'Paul', SOPHIEB: 'Sophie', LUCASR: 'Lucas', CAMILLEP: 'Camille',
  ADMINOT: 'Alain', NICOLASG: 'Nicolas', EMMAD: 'Emma', THOMASL: 'Thomas', CHLOEM: 'Chloé', HUGOS: 'Hugo',
  LEAF: 'Léa', LOUISM: 'Louis', MANONB: 'Manon', ARTHURG: 'Arthur', JULIEF: 'Julie', GABRIELA: 'Gabriel',
  INESL: 'Inès', RAPHAELB: 'Raphaël', ZOEF: 'Zoé', NATHANR: 'Nathan', HELENEM: 'Hélène', YANNV: 'Yann', ALICEC: 'Alice',
};

/** A plausible 14-digit SIRET (SIREN + NIC); the sample does not pretend to real companies. */
function siret(id: number): string {
  return `${String(830_000_000 + id * 7_919_237).slice(0, 9)}000${String(10 + id).padStart(2, '0')}`;
}

function phone(id: number, mobile: boolean): string {
  const n = String(10_203_040 + id * 1_313_131).slice(-8);
  return `${mobile ? '06' : '04'} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6, 8)}`;
}

export function sampleClients(): Client[] {
  return SEEDS.map((seed, index) => {
    const id = index + 1;
    const created = seed.registeredOn ? new Date(seed.registeredOn) : new Date(Date.UTC(2021, index % 12, 3 + index, 9, 30));
    const modified = seed.registeredOn ? created : new Date(Date.UTC(2026, (index * 5) % 10, 1 + (index % 27), 14, 5));
    const email = id === DEMO_CLIENT.id ? DEMO_CLIENT.email : `${seed.pseudo.toLowerCase()}@${seed.domain}`;
    return {
      id,
      pseudo: seed.pseudo,
      societe: seed.societe,
      prenom: FIRST_NAMES[seed.pseudo],
      nom: seed.representant,
      email,
      telephone: phone(id, false),
      gsm: phone(id, true),
      fax: id % 4 === 0 ? phone(id + 50, false) : undefined,
      site_web: seed.domain === 'gmail.com' ? undefined : `https://www.${seed.domain}`,
      siret: siret(id),
      famille: seed.famille,
      adresse_debut: seed.adresse_debut,
      adresse_milieu: id % 3 === 0 ? 'Bâtiment B' : undefined,
      code_postal: seed.code_postal,
      ville: seed.ville,
      pays: seed.pays ?? 'France',
      liv_societe: seed.delivery?.societe,
      liv_adresse_debut: seed.delivery?.adresse_debut,
      liv_code_postal: seed.delivery?.code_postal,
      liv_ville: seed.delivery?.ville,
      liv_pays: seed.delivery ? 'France' : undefined,
      mode_reglement: seed.mode_reglement ?? 'Virement 30 jours',
      representant: seed.representant,
      tva_cee: seed.pays === undefined ? `FR${String(10 + id).padStart(2, '0')}${siret(id).slice(0, 9)}` : undefined,
      bloque: seed.bloque ?? false,
      instructions_speciales: seed.delivery ? 'Livraison du lundi au vendredi, 8h-12h' : undefined,
      email_expedition: seed.delivery ? `logistique@${seed.domain}` : undefined,
      port: seed.famille === 'Grossiste' ? 'Franco' : 'Port dû',
      iban: id === DEMO_CLIENT.id ? 'FR7630006000011234567890189' : undefined,
      bic: id === DEMO_CLIENT.id ? 'AGRIFRPP' : undefined,
      ...(seed.registeredOn ? registeredAccountState('validation') : { actif: seed.actif ?? true }),
      hash_password: seed.password === undefined ? undefined : passwordHash(seed.pseudo, seed.password),
      date_creation: created.toISOString(),
      date_modification: modified.toISOString(),
    };
  });
}

/** Plain passwords of the sample accounts that have a hash, for data/README.md and tests. */
export const SAMPLE_PASSWORDS: ReadonlyMap<string, string> = new Map(
  SEEDS.flatMap((seed) => (seed.password === undefined ? [] : [[seed.pseudo, seed.password] as const])),
);
