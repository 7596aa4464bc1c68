import type { IssueLanguage } from '../schemas/issues.ts';
import type { CatalogueColumn } from './columns.ts';

/** The language of an import's report: English for `otech import`, French for the administration's page. */
export type ImportLanguage = IssueLanguage;

export { WHOLE_FILE, WHOLE_ROW } from '../schemas/catalogueImport.ts';

/** What the French report calls each catalogue column the file does not name itself. */
export const FRENCH_COLUMN_LABELS: Record<CatalogueColumn, string> = {
  reference: 'référence',
  ean: 'EAN',
  name: 'désignation',
  brand: 'marque',
  model: 'modèle',
  category: 'rayon',
  type: 'type',
  technologie: 'technologie',
  voltage: 'tension',
  capacity: 'capacité',
  poids_unitaire_g: 'poids unitaire (g)',
  price: 'prix HT',
  stock: 'stock',
  description: 'description',
  detailedDescription: 'description détaillée',
  features: 'caractéristiques',
  compatibleWith: 'compatibilité',
  certifications: 'certifications',
  warranty: 'garantie',
  dimensions: 'dimensions',
  terminals: 'bornes',
  lifecycle: 'cycles',
  temperature: 'température',
  isPromoted: 'promotion',
  isNetPrice: 'prix net',
};

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');
const plural = (n: number, one: string, many: string) => (n <= 1 ? one : many);

/** The essential values a new product needs, as the reasons name them. */
type EssentialValue = 'name' | 'price' | 'category';
const ENGLISH_ESSENTIAL: Record<EssentialValue, string> = { name: 'name', price: 'price', category: 'rayon' };
const FRENCH_ESSENTIAL: Record<EssentialValue, string> = { name: 'une désignation', price: 'un prix', category: 'un rayon' };

/** A bad optional value left out: nothing in its place, the stored value, or a new product's stock 0. */
type Fallback = 'none' | 'stored' | 'stock0';

const ENGLISH = {
  columnsIgnored: (p: { headers: readonly string[] }) => `columns ignored, not catalogue columns: ${quoted(p.headers)} (name one in a mapping file, --map, to import it)`,
  sameColumnAs: (p: { kept: string }) => `names the same column as "${p.kept}", ignored`,
  noReferenceColumn: (p: { accepted: string; header: string }) =>
    `missing column: no header names the reference (accepted names: ${p.accepted}); or name it in a mapping file (--map); header read: ${p.header}`,
  weightWithoutUnit: () => 'the header gives no unit: weights left out (give --weight-unit g|kg|lb|oz, or "weightUnit" in the mapping file)',
  weightOfExport: (p: { exportName: string; unit: string }) => `read in ${p.unit}, the weight unit of ${p.exportName} exports (give --weight-unit g|kg|lb|oz if the shop was set to another)`,
  priceUnstated: (p: { header: string }) =>
    `the header does not say whether prices are before tax (HT) or with tax (TTC): prices left out (name the column "${p.header} HT" or "${p.header} TTC", or map it in a mapping file, --map)`,
  priceWithTax: (p: { rate: number }) => `prices with tax (TTC), converted to prices before tax (HT) at the VAT rate of ${p.rate * 100} %, to the cent`,
  priceWithTaxIgnored: (p: { kept: string }) => `prices with tax ignored: the file also gives prices before tax in "${p.kept}", which the shop stores as they are (converting would round)`,
  priceOfExport: (p: { exportName: string }) => `read as prices before tax (HT): ${p.exportName}'s price, which a B2B shop enters before tax`,
  imageNotFetched: (p: { reference: string; url: string }) =>
    `image of ${p.reference} not fetched: ${p.url} (add it on the product's page in the administration, or with otech import images --into-seed)`,
  inactiveHidden: (p: { count: number; headers: readonly string[] }) =>
    `${p.count} ${plural(p.count, 'product', 'products')} inactive in the file (${quoted(p.headers)}): imported hidden, not sold, not listed, not in the sitemap`,
  stateUnknown: (p: { value: string }) => `state "${p.value}" not understood (expected 1/0, TRUE/FALSE, active/draft/archived): the product's state left as it was`,
  rowTooWide: (p: { width: number; headerWidth: number }) => `the row has ${p.width} columns, the header ${p.headerWidth} (a delimiter inside an unquoted value?)`,
  rowTooShort: (p: { width: number; headerWidth: number }) => `missing value: the row has ${p.width} of ${p.headerWidth} columns`,
  notAProduct: () => 'no reference, name or price: not a product (an image or variant line of a shop export?), skipped',
  variableProduct: () => 'a variable product, without a price of its own: its variations are imported as products, each with its price; skipped',
  magentoParent: () => 'a configurable, bundle or grouped product, without a price of its own: the simple products it is made of are imported, each with its price; skipped',
  noReference: () => 'no reference',
  duplicateReference: (p: { reference: string; firstLine: number }) => `duplicate reference "${p.reference}", first seen on line ${p.firstLine}`,
  blankEssential: (p: { value: EssentialValue }) => `blank: a new product needs a ${ENGLISH_ESSENTIAL[p.value]}`,
  noEssentialColumn: (p: { value: EssentialValue; accepted: string }) =>
    `no ${ENGLISH_ESSENTIAL[p.value]}: the file has no ${p.value} column (accepted names: ${p.accepted})`,
  leftOut: (p: { issue: string; fallback: Fallback }) =>
    `${p.issue}; left out${{ none: '', stored: ', the stored value kept', stock0: ', stock 0' }[p.fallback]}`,
  newWithoutStock: (p: { count: number; stockHeader: string | undefined; accepted: string; lookalikes: readonly string[] }) => {
    const unmapped = p.lookalikes.length > 0 ? `; ${quoted(p.lookalikes)} is not read as the stock: name it in a mapping file (--map) if it is` : '';
    const why = p.stockHeader === undefined ? `the file has no stock column (accepted names: ${p.accepted})${unmapped}` : `their ${p.stockHeader} cell is blank`;
    return `${p.count} new product(s) created with stock 0: ${why}`;
  },
  storedStockKept: (p: { count: number; stockHeader: string }) => `${p.count} existing product(s) keep their stored stock: their ${p.stockHeader} cell is blank`,
  storedStockUnread: (p: { count: number; lookalikes: readonly string[] }) =>
    `${p.count} existing product(s) keep their stored stock: the file has no stock column; ${quoted(p.lookalikes)} is not read as the stock: name it in a mapping file (--map) if it is`,
  unknownCategories: (p: { count: number; rayons: string }) => `${p.count === 1 ? '1 category matches' : `${p.count} categories match`} no rayon; the rayons are ${p.rayons}`,
  shopKinds: (p: { kinds: readonly string[] }) => `holds the shop's product kinds (${p.kinds.join(', ')}), not catalogue types (pile, batterie, chargeur, accessoire): left out`,
  htmlStripped: (p: { count: number }) => `HTML tags removed from ${p.count} description(s)`,
  weightNotNumber: (p: { value: string }) => `expected a number, got "${p.value}"; left out`,
  unknownRayon: (p: { category: string; existing: boolean; leftToDecide: boolean }) => {
    const fix = p.leftToDecide ? 'the mapping file leaves it to decide' : 'give it a rayon in a mapping file, "categories"; --save-map writes one to fill';
    return p.existing ? `unknown rayon "${p.category}", the stored one kept (${fix})` : `unknown rayon "${p.category}" (${fix})`;
  },
  unknownType: (p: { value: string }) => `unknown type "${p.value}" (pile, batterie, chargeur or accessoire); left out`,
  unreadable: (p: { detail: string }) => `${p.detail}; nothing imported`,
  emptyFile: () => 'empty file: expected a header line naming the columns',
};

/** Each reason's parameters, as the English text takes them. */
export type ImportReasonParams = {
  [Code in keyof typeof ENGLISH]: Parameters<(typeof ENGLISH)[Code]> extends [] ? Record<string, never> : Parameters<(typeof ENGLISH)[Code]>[0];
};
export type ImportReasonCode = keyof ImportReasonParams;

const FRENCH: { [Code in ImportReasonCode]: (p: ImportReasonParams[Code]) => string } = {
  columnsIgnored: (p) =>
    `${plural(p.headers.length, 'colonne ignorée, inconnue', 'colonnes ignorées, inconnues')} du catalogue : ${quoted(p.headers)} (associez-la à un champ dans la correspondance des colonnes pour l'importer)`,
  sameColumnAs: (p) => `désigne le même champ que "${p.kept}" : ignorée`,
  noReferenceColumn: (p) =>
    `colonne manquante : aucun en-tête ne désigne la référence (noms acceptés : ${p.accepted}) ; ou associez-en une à la référence dans la correspondance des colonnes ; en-tête lu : ${p.header}`,
  weightWithoutUnit: () => "l'en-tête ne donne pas d'unité : poids ignorés (donnez \"weightUnit\" : g, kg, lb ou oz dans le fichier de correspondance)",
  weightOfExport: (p) => `lu en ${p.unit}, l'unité de poids des exports ${p.exportName} (donnez "weightUnit" : g, kg, lb ou oz dans le fichier de correspondance si la boutique en utilisait une autre)`,
  priceUnstated: (p) =>
    `l'en-tête ne dit pas si les prix sont hors taxes (HT) ou toutes taxes comprises (TTC) : prix ignorés (nommez la colonne "${p.header} HT" ou "${p.header} TTC", ou associez-la au prix HT dans la correspondance des colonnes)`,
  priceWithTax: (p) => `prix TTC, convertis en prix HT au taux de TVA de ${p.rate * 100} %, au centime près`,
  priceWithTaxIgnored: (p) => `prix TTC ignorés : le fichier donne aussi les prix HT dans "${p.kept}", que la boutique enregistre tels quels (convertir arrondirait)`,
  priceOfExport: (p) => `lu comme prix HT : le prix d'un export ${p.exportName}, saisi hors taxes dans une boutique B2B`,
  imageNotFetched: (p) => `image de ${p.reference} non récupérée : ${p.url} (ajoutez-la sur la fiche du produit)`,
  inactiveHidden: (p) =>
    `${p.count} ${plural(p.count, 'produit inactif', 'produits inactifs')} dans le fichier (${p.headers.map((h) => `« ${h} »`).join(', ')}) : ${plural(p.count, 'importé masqué', 'importés masqués')}, ni vendus, ni listés, ni dans le plan du site`,
  stateUnknown: (p) => `état « ${p.value} » incompris (attendu : 1/0, TRUE/FALSE, active/draft/archived) : l'état du produit est laissé tel quel`,
  rowTooWide: (p) => `la ligne a ${p.width} colonnes, l'en-tête ${p.headerWidth} (un séparateur dans une valeur sans guillemets ?)`,
  rowTooShort: (p) => `valeur manquante : la ligne a ${p.width} colonnes sur ${p.headerWidth}`,
  notAProduct: () => "ni référence, ni désignation, ni prix : ce n'est pas un produit (ligne d'image ou de variante d'un export de boutique ?), ignorée",
  variableProduct: () => "produit variable, sans prix propre : ses variations sont importées comme produits, chacune avec son prix ; ignorée",
  magentoParent: () => 'produit configurable, groupé ou lot, sans prix propre : les produits simples qui le composent sont importés, chacun avec son prix ; ignorée',
  noReference: () => 'référence manquante',
  duplicateReference: (p) => `référence "${p.reference}" en double, déjà vue ligne ${p.firstLine}`,
  blankEssential: (p) => `vide : un nouveau produit doit avoir ${FRENCH_ESSENTIAL[p.value]}`,
  noEssentialColumn: (p) => `${FRENCH_COLUMN_LABELS[p.value]} manquant : le fichier n'a pas de colonne ${FRENCH_COLUMN_LABELS[p.value]} (noms acceptés : ${p.accepted})`,
  leftOut: (p) => `${p.issue} : ignoré${{ none: '', stored: ', la valeur enregistrée est conservée', stock0: ', stock 0' }[p.fallback]}`,
  newWithoutStock: (p) => {
    const unmapped = p.lookalikes.length > 0 ? ` ; ${quoted(p.lookalikes)} n'est pas lu comme le stock : associez-la au stock dans la correspondance des colonnes si c'en est un` : '';
    const why = p.stockHeader === undefined ? `le fichier n'a pas de colonne de stock (noms acceptés : ${p.accepted})${unmapped}` : `leur cellule ${p.stockHeader} est vide`;
    return `${p.count} ${plural(p.count, 'nouveau produit créé', 'nouveaux produits créés')} avec un stock de 0 : ${why}`;
  },
  storedStockKept: (p) => `${p.count} ${plural(p.count, 'produit existant garde son', 'produits existants gardent leur')} stock enregistré : leur cellule ${p.stockHeader} est vide`,
  storedStockUnread: (p) =>
    `${p.count} ${plural(p.count, 'produit existant garde son', 'produits existants gardent leur')} stock enregistré : le fichier n'a pas de colonne de stock ; ${quoted(p.lookalikes)} n'est pas lu comme le stock : associez-la au stock dans la correspondance des colonnes si c'en est un`,
  unknownCategories: (p) => `${p.count} ${plural(p.count, 'catégorie ne correspond', 'catégories ne correspondent')} à aucun rayon ; les rayons sont ${p.rayons}`,
  shopKinds: (p) => `contient les genres de produits de la boutique (${p.kinds.join(', ')}), pas les types du catalogue (pile, batterie, chargeur, accessoire) : ignorée`,
  htmlStripped: (p) => `balises HTML retirées de ${p.count} ${plural(p.count, 'description', 'descriptions')}`,
  weightNotNumber: (p) => `nombre attendu, reçu "${p.value}" : ignoré`,
  unknownRayon: (p) => {
    const fix = p.leftToDecide ? 'le fichier de correspondance le laisse à décider' : 'donnez-lui un rayon dans le fichier de correspondance, "categories"';
    return p.existing ? `rayon inconnu "${p.category}", le rayon enregistré est conservé (${fix})` : `rayon inconnu "${p.category}" (${fix})`;
  },
  unknownType: (p) => `type inconnu "${p.value}" (pile, batterie, chargeur ou accessoire) : ignoré`,
  unreadable: () => "fichier CSV illisible à partir de cette ligne (guillemet non fermé ?) : rien n'est importé",
  emptyFile: () => "fichier vide : la première ligne doit nommer les colonnes",
};

const TEXTS = { en: ENGLISH, fr: FRENCH } as const;

/** Writes an import's reasons in one language: `say('noReference', {})`. */
export function importReasons(language: ImportLanguage = 'en') {
  const texts = TEXTS[language] as { [Code in ImportReasonCode]: (p: ImportReasonParams[Code]) => string };
  return <Code extends ImportReasonCode>(code: Code, params: ImportReasonParams[Code]): string => texts[code](params);
}
