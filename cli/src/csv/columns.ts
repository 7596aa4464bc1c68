/** Header of data/products.csv, in this order (brief, "Shared contracts"). */
export const CATALOGUE_COLUMNS = [
  'reference',
  'ean',
  'name',
  'brand',
  'model',
  'category',
  'type',
  'technologie',
  'voltage',
  'capacity',
  'poids_unitaire_g',
  'price',
  'stock',
  'description',
  'detailedDescription',
  'features',
  'compatibleWith',
  'certifications',
  'warranty',
  'dimensions',
  'terminals',
  'lifecycle',
  'temperature',
  'isPromoted',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export type CatalogueRow = Record<CatalogueColumn, string>;

export const LIST_SEPARATOR = '|';

/**
 * Column names of the legacy exports (spec 1 section 3 names designation_produit, marque,
 * nom_du_rayon, libelle, prix_achat, poids) and of staff spreadsheets, mapped to the canonical
 * ones. Keys are compared after lowercasing and dropping accents, spaces and punctuation.
 */
const ALIASES: Record<string, CatalogueColumn> = {
  ref: 'reference',
  reference: 'reference',
  referenceproduit: 'reference',
  codearticle: 'reference',
  ean: 'ean',
  ean13: 'ean',
  codebarre: 'ean',
  gencod: 'ean',
  name: 'name',
  nom: 'name',
  designation: 'name',
  designationproduit: 'name',
  libelle: 'category',
  libellerayon: 'category',
  brand: 'brand',
  marque: 'brand',
  model: 'model',
  modele: 'model',
  category: 'category',
  categorie: 'category',
  rayon: 'category',
  nomdurayon: 'category',
  type: 'type',
  technologie: 'technologie',
  technology: 'technologie',
  techno: 'technologie',
  voltage: 'voltage',
  tension: 'voltage',
  capacity: 'capacity',
  capacite: 'capacity',
  poidsunitaireg: 'poids_unitaire_g',
  poids: 'poids_unitaire_g',
  poidsg: 'poids_unitaire_g',
  weight: 'poids_unitaire_g',
  price: 'price',
  prix: 'price',
  prixht: 'price',
  prixachat: 'price',
  stock: 'stock',
  quantite: 'stock',
  description: 'description',
  detaileddescription: 'detailedDescription',
  descriptiondetaillee: 'detailedDescription',
  features: 'features',
  caracteristiques: 'features',
  compatiblewith: 'compatibleWith',
  compatibilite: 'compatibleWith',
  certifications: 'certifications',
  warranty: 'warranty',
  garantie: 'warranty',
  dimensions: 'dimensions',
  terminals: 'terminals',
  bornes: 'terminals',
  lifecycle: 'lifecycle',
  cycles: 'lifecycle',
  temperature: 'temperature',
  ispromoted: 'isPromoted',
  promo: 'isPromoted',
  promotion: 'isPromoted',
};

function normalise(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The canonical column a header names, or undefined for a column the catalogue does not keep. */
export function canonicalColumn(header: string): CatalogueColumn | undefined {
  return ALIASES[normalise(header)];
}
