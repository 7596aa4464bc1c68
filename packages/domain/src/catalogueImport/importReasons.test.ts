import { describe, expect, it } from 'vitest';
import type { Rayon } from '../schemas/rayon.ts';
import type { ImportTally } from './importReport.ts';
import type { ImportLanguage } from './importReasons.ts';
import { planProductImport } from './productImport.ts';
import { storedCatalogue } from './storedProductRows.ts';

const rayons: Rayon[] = [{ nom_du_rayon: 'vp', libelle: 'Piles', actif: true }];

async function reportOf(csv: string, language?: ImportLanguage): Promise<ImportTally> {
  const [header = '', ...lines] = csv.trim().split('\n');
  const report: ImportTally = { created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] };
  await planProductImport({
    file: 'f.csv',
    header: header.split(';'),
    batches: [lines.map((line, i) => ({ line: i + 2, cells: line.split(';') }))],
    catalogue: storedCatalogue(new Map()),
    rayons,
    report,
    keep: (product) => product,
    ...(language ? { language } : {}),
  });
  return report;
}

const FILE = 'ref;nom;prix HT;rayon;ean;couleur\nA-1;Pile;;vp;;rouge\nA-1;Pile;2;lampes;;bleu\nB-1;Pile;1;vp;123;vert\nC-1;Pile;1;vp;;x;y;z\n';

describe('the import report in the CLI\'s English and the administration\'s French', () => {
  it('writes the reasons in English by default, as the CLI prints them', async () => {
    const report = await reportOf(FILE);
    expect(report.rejections.map((r) => `${r.line} ${r.column}: ${r.reason}`)).toEqual([
      '2 prix HT: blank: a new product needs a price',
      '3 ref: duplicate reference "A-1", first seen on line 2',
      '3 rayon: unknown rayon "lampes" (give it a rayon in a mapping file, "categories"; --save-map writes one to fill)',
      '5 (row): the row has 8 columns, the header 6 (a delimiter inside an unquoted value?)',
    ]);
    expect(report.warnings.map((w) => w.reason)).toContain('columns ignored, not catalogue columns: "couleur" (name one in a mapping file, --map, to import it)');
    expect(report.warnings.find((w) => w.line === 4)).toMatchObject({ column: 'ean', reason: 'expected 8 or 13 digits with a valid GS1 check digit, got "123"; left out' });
  });

  it('writes the same report in French, naming the same lines and the file\'s own headers', async () => {
    const report = await reportOf(FILE, 'fr');
    expect(report.rejections.map((r) => `${r.line} ${r.column}: ${r.reason}`)).toEqual([
      '2 prix HT: vide : un nouveau produit doit avoir un prix',
      '3 ref: référence "A-1" en double, déjà vue ligne 2',
      '3 rayon: rayon inconnu "lampes" (donnez-lui un rayon dans le fichier de correspondance, "categories")',
      "5 (row): la ligne a 8 colonnes, l'en-tête 6 (un séparateur dans une valeur sans guillemets ?)",
    ]);
    expect(report.warnings.map((w) => w.reason)).toContain(
      "colonne ignorée, inconnue du catalogue : \"couleur\" (associez-la à un champ dans la correspondance des colonnes pour l'importer)",
    );
    expect(report.warnings.find((w) => w.line === 4)).toMatchObject({ column: 'ean', reason: 'EAN invalide : 8 ou 13 chiffres avec une clé de contrôle valide : ignoré' });
  });

  it('names in French a column the file does not have, and a too long value with its limit', async () => {
    expect((await reportOf('ref;nom;prix HT\nD-1;Pile;1\n', 'fr')).rejections).toEqual([
      { file: 'f.csv', line: 2, column: 'rayon', reason: "rayon manquant : le fichier n'a pas de colonne rayon (noms acceptés : category, catégorie, rayon, nom_du_rayon, libellé rayon, Categories, Catégories, Product Category, libelle)" },
    ]);
    expect((await reportOf(`ref;nom;prix HT;rayon\nD-1;${'x'.repeat(300)};1;vp\n`, 'fr')).rejections).toEqual([{ file: 'f.csv', line: 2, column: 'nom', reason: 'Maximum 255 caractères' }]);
    expect((await reportOf('ref;nom;prix HT;rayon;weight\nD-1;Pile;1;vp;2\n', 'fr')).warnings).toContainEqual({
      file: 'f.csv',
      line: 1,
      column: 'weight',
      reason: 'l\'en-tête ne donne pas d\'unité : poids ignorés (donnez "weightUnit" : g, kg, lb ou oz dans le fichier de correspondance)',
    });
    expect((await reportOf('nom;prix HT\nA;1\n', 'fr')).rejections[0]).toMatchObject({ line: 1, column: 'référence', reason: expect.stringMatching(/^colonne manquante : aucun en-tête ne désigne la référence/) });
  });
});
