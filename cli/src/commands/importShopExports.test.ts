import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../io/dataFiles.ts';
import { fixture, freshDataDir, importProductsFixture, otech, snapshot } from '../../test/harness.ts';

const dataDir = freshDataDir();
const importFile = (name: string, ...options: string[]) => importProductsFixture(dataDir(), name, ...options);

/** Writes the lines as a file in the test's data folder and imports it. */
async function importLines(name: string, lines: string[]) {
  const file = path.join(dataDir(), name);
  await writeFile(file, lines.join('\n'));
  return { file, result: await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed') };
}

describe('otech import products: exports of other shops', () => {
  it('WooCommerce (French, ","): UGS, Tarif régulier, Poids (kg), category paths; bad optional values are warnings', async () => {
    const result = await importFile('woocommerce-fr.csv');
    const file = fixture('products', 'woocommerce-fr.csv');
    expect(result.out).toContain(`${file}: read as UTF-8, delimiter ","`);
    expect(result.out).toContain('3 created, 0 updated, 0 skipped, 1 rejected');
    expect(result.code).toBe(1);
    const catalogue = await readCatalogue(dataDir());
    expect(catalogue.get('WC-1001')).toMatchObject({
      name: 'Batterie moto 12 V 9 Ah AGM',
      brand: 'Yuasa',
      category: 'v',
      price: '54.9',
      stock: '14',
      poids_unitaire_g: '3100',
      ean: '3760000100014',
      description: 'Batterie AGM sans entretien, livrée chargée.',
      detailedDescription: 'Batterie moto 12 V 9 Ah. AGM Sans entretien',
      type: '',
    });
    // Row 101's description holds a line break: the next row is on physical line 4.
    expect(result.err).toContain(`warning: ${file}:4: GTIN, UPC, EAN ou ISBN: expected 8 or 13 digits with a valid GS1 check digit, got "3760000100022"; left out`);
    expect(catalogue.get('WC-1002')).toMatchObject({ category: 'vc', ean: '', stock: '0', poids_unitaire_g: '480' });
    expect(result.err).toContain('stock: 1 new product(s) created with stock 0: their Stock cell is blank');
    expect(catalogue.get('WC-1003')).toMatchObject({ category: 'vp', poids_unitaire_g: '15' });
    expect(result.err).toContain(`${file}:6: UGS: no reference`);
    expect(result.err).toContain("Type: holds the shop's product kinds (simple, variable)");
  });

  it('Shopify: an unknown category is rejected, --save-map writes a mapping to fill, --map imports with it', async () => {
    const map = path.join(dataDir(), 'shopify-map.json');
    const first = await importFile('shopify.csv', '--save-map', map);
    expect(first.code).toBe(1);
    expect(first.out).toContain('0 created, 0 updated, 1 skipped, 2 rejected');
    expect(first.err).toContain(':3: (row): no reference, name or price: not a product (an image or variant line of a shop export?), skipped');
    expect(first.err).toContain('Product Category: unknown rayon "Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Batteries"');
    const saved = JSON.parse(await readFile(map, 'utf8'));
    expect(saved).toMatchObject({ columns: { 'Variant SKU': 'reference', Handle: null, 'Variant Grams': 'poids_unitaire_g' }, weightUnit: 'g' });
    expect(Object.values(saved.categories)).toEqual([null, null]);

    const [batteries, chargers] = Object.keys(saved.categories);
    await writeFile(map, JSON.stringify({ ...saved, categories: { [batteries ?? '']: 'v', [chargers ?? '']: 'vc' } }));
    const second = await importFile('shopify.csv', '--map', map);
    expect(second.code).toBe(0);
    expect(second.out).toContain('2 created');
    expect(second.err).not.toContain('columns ignored');
    expect((await readCatalogue(dataDir())).get('SH-7001')).toMatchObject({
      name: 'Batterie AGM 12 V 70 Ah Start-Stop',
      brand: 'Varta',
      category: 'v',
      type: 'batterie',
      price: '189',
      stock: '8',
      poids_unitaire_g: '20500',
      ean: '4016987144909',
      description: 'Batterie de démarrage Start-Stop, 760 A.',
    });
  });

  it('Shopify: each variant row becomes a product named after its options, with the product row\'s text, brand and category', async () => {
    const { file, result } = await importLines('variants.csv', [
      'Handle,Title,Body (HTML),Vendor,Product Category,Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src',
      'pile-lr6,Pile alcaline LR6,"<p>Pile AA 1,5 V.</p>",Varta,Piles,Pile,Conditionnement,Blister de 4,Marque,Varta,LR6-4,40,3.90,https://cdn.shopify.com/lr6.jpg',
      'pile-lr6,,,,,,,Boîte de 24,,Varta,LR6-24,12,19.90,',
      'pile-lr6,,,,,,,,,,,,,https://cdn.shopify.com/lr6-b.jpg',
      'pile-lr03,Pile alcaline LR03,,Varta,Piles,Pile,Title,Default Title,,,LR03-4,10,3.50,',
      'autre,,,,,,,Seule,,,ORPHAN-1,1,1.00,',
    ]);
    expect(result.out).toContain('3 created, 0 updated, 1 skipped, 1 rejected');
    expect(result.err).toContain(`${file}:6: Title: blank: a new product needs a name`);
    const catalogue = await readCatalogue(dataDir());
    expect(catalogue.get('LR6-4')).toMatchObject({ name: 'Pile alcaline LR6 - Blister de 4 / Varta', brand: 'Varta', category: 'vp', price: '3.9', stock: '40' });
    expect(catalogue.get('LR6-24')).toMatchObject({ name: 'Pile alcaline LR6 - Boîte de 24 / Varta', brand: 'Varta', category: 'vp', type: 'pile', description: 'Pile AA 1,5 V.', price: '19.9', stock: '12' });
    expect(catalogue.get('LR03-4')).toMatchObject({ name: 'Pile alcaline LR03', price: '3.5' });
  });

  it('WooCommerce: a variation takes the category, brand and short description of the variable product its Parent names', async () => {
    const { file, result } = await importLines('variations.csv', [
      'ID,Type,SKU,Name,"Short description",Stock,"Regular price",Categories,Brands,Parent',
      '44,variable,chargeur-usb,"Chargeur USB","Chargeur 4 ports",,,"Accueil > Chargeurs",Ansmann,',
      '76,variation,chargeur-usb-noir,"Chargeur USB - Noir",,5,19.90,,,chargeur-usb',
      '77,variation,chargeur-usb-blanc,"Chargeur USB - Blanc",,3,19.90,,,inconnu',
    ]);
    expect(result.out).toContain('1 created, 0 updated, 1 skipped, 1 rejected');
    expect(result.err).toContain(`${file}:2: Type: a variable product, without a price of its own: its variations are imported as products, each with its price; skipped`);
    expect(result.err).toContain(`${file}:4: Categories: blank: a new product needs a rayon`);
    expect((await readCatalogue(dataDir())).get('chargeur-usb-noir')).toMatchObject({
      name: 'Chargeur USB - Noir',
      category: 'vc',
      brand: 'Ansmann',
      description: 'Chargeur 4 ports',
      price: '19.9',
      stock: '5',
    });
  });

  it('WooCommerce (English, whole export): a variable product is skipped with why, its variations imported with its text, category, brand and weight, named after their attributes', async () => {
    const result = await importFile('woocommerce-variable.csv');
    const file = fixture('products', 'woocommerce-variable.csv');
    expect(result.out).toContain('3 created, 0 updated, 2 skipped, 1 rejected');
    // One warning for both variable products, with their lines (issue 20: grouped by distinct reason).
    expect(result.err).toContain(`warning: ${file}:2: Type: a variable product, without a price of its own: its variations are imported as products, each with its price; skipped: 2 lines (2, 6)`);
    expect(result.err).toContain(`${file}:5: Regular price: blank: a new product needs a price`);
    const catalogue = await readCatalogue(dataDir());
    expect(catalogue.has('CH-USB')).toBe(false);
    expect(catalogue.get('CH-USB-N12')).toMatchObject({
      name: 'Chargeur USB 4 ports - Noir, 12 W',
      ean: '3760000100038',
      brand: 'Ansmann',
      category: 'vc',
      description: 'Chargeur secteur 4 ports USB.',
      detailedDescription: 'Chargeur secteur 4 ports, coupure automatique.',
      poids_unitaire_g: '120',
      price: '19.9',
      stock: '5',
    });
    // WooCommerce names a variation after its product only (more than two attributes, or an older shop): the attributes are added.
    expect(catalogue.get('CH-USB-B24')).toMatchObject({ name: 'Chargeur USB 4 ports - Blanc, 24 W', detailedDescription: 'Version blanche, 24 W.', poids_unitaire_g: '150', price: '24.9' });
    // A variable product without a SKU is named `id:<ID>` in its variations' Parent cell.
    expect(catalogue.get('ACC-18650-35')).toMatchObject({ name: 'Accu Li-ion 18650 - 3500 mAh', brand: 'Samsung', category: 'vp', description: 'Accumulateur 3,6 V rechargeable.', poids_unitaire_g: '50', price: '8.5', stock: '40' });
  });

  it('Shopify re-saved by a French Excel (Windows-1252, ";", decimal commas, VRAI): variants named after their options, EAN in digit groups', async () => {
    const file = path.join(dataDir(), 'shopify-excel.csv');
    const text = [
      'Handle;Title;Body (HTML);Vendor;Product Category;Type;Option1 Name;Option1 Value;Variant SKU;Variant Grams;Variant Inventory Qty;Variant Price;Variant Taxable;Variant Barcode;Image Src',
      'pile-lr6;Pile alcaline LR6 « Longue durée »;"<p>Pile AA 1,5&nbsp;V</p>";Varta;Piles;Pile;Conditionnement;Boîte de 4;SH-LR6-4;100;50;3,90;VRAI;3 760000 100014;https://cdn.shopify.com/a.jpg',
      'pile-lr6;;;;;;;Boîte de 24;SH-LR6-24;600;12;19,90;VRAI;;',
      'pile-lr6;;;;;;;;;;;;;;https://cdn.shopify.com/b.jpg',
    ].join('\r\n');
    await writeFile(file, iconv.encode(text, 'windows-1252'));
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed');
    expect(result.out).toContain(`${file}: read as Windows-1252, delimiter ";"`);
    expect(result.out).toContain('2 created, 0 updated, 1 skipped, 0 rejected');
    const catalogue = await readCatalogue(dataDir());
    expect(catalogue.get('SH-LR6-4')).toMatchObject({ name: 'Pile alcaline LR6 « Longue durée » - Boîte de 4', ean: '3760000100014', category: 'vp', type: 'pile', price: '3.9', stock: '50', poids_unitaire_g: '100' });
    expect(catalogue.get('SH-LR6-24')).toMatchObject({ name: 'Pile alcaline LR6 « Longue durée » - Boîte de 24', brand: 'Varta', price: '19.9', stock: '12', poids_unitaire_g: '600' });
  });

  it('a Mac Roman export (old Excel for Mac) is read as Mac Roman, says so, and keeps its accents', async () => {
    const result = await importFile('mac-roman.csv');
    expect(result.out).toContain(`${fixture('products', 'mac-roman.csv')}: read as Mac Roman, delimiter ";"`);
    expect(result.out).toContain('4 created, 0 updated, 0 skipped, 0 rejected');
    const catalogue = await readCatalogue(dataDir());
    expect(catalogue.get('MAC-003')).toMatchObject({ name: 'Batterie étanche 12 V 7 Ah', category: 'v', price: '24.5', description: 'Technologie AGM, sûre et sans entretien, garantie 2 ans, l’été comme l’hiver.' });
    expect(catalogue.get('MAC-004')?.name).toBe('Élément Ni-MH 1,2 V pour outillage');
    const json = JSON.parse((await importFile('mac-roman.csv', '--dry-run', '--json')).out);
    expect(json).toMatchObject({ encoding: 'macintosh', delimiter: ';' });
  });

  it('PrestaShop: a weight without a unit is read in kilograms, PrestaShop\'s unit, and the report says so', async () => {
    const result = await importFile('prestashop.csv');
    expect(result.err).toContain(':1: Weight: read in kg, the weight unit of PrestaShop exports (give --weight-unit g|kg|lb|oz if the shop was set to another)');
    expect(result.code).toBe(0);
    const catalogue = await readCatalogue(dataDir());
    expect(catalogue.get('PS-0012')).toMatchObject({ name: 'Batterie caméscope NP-FV100', category: 'ca', brand: 'Sony', price: '45.83', poids_unitaire_g: '210', stock: '7' });
    expect(catalogue.get('PS-0014')).toMatchObject({ category: 'dc', stock: '0' });
    expect(result.err).toContain(':4: Quantity: expected a number, got "douze"; left out, stock 0');
  });

  it('Magento: short_description and description, weight unit from the mapping file, --log of the rejected rows re-imported once fixed', async () => {
    const map = path.join(dataDir(), 'magento.json');
    const log = path.join(dataDir(), 'errors.csv');
    await writeFile(map, JSON.stringify({ weightUnit: 'kg', columns: { product_type: null, additional_attributes: null } }));
    const result = await importFile('magento.csv', '--map', map, '--log', log);
    expect(result.code).toBe(1);
    expect(result.out).toContain('2 created, 0 updated, 0 skipped, 1 rejected');
    expect((await readCatalogue(dataDir())).get('MG-2001')).toMatchObject({
      category: 'vp',
      description: 'Pile CR123A',
      detailedDescription: 'Pile photo lithium longue durée.',
      poids_unitaire_g: '17',
    });
    const logged = await readFile(log, 'utf8');
    expect(logged.split('\n')[0]).toBe('\ufeffsku,store_view_code,attribute_set_code,product_type,categories,product_websites,name,description,short_description,weight,product_online,price,qty,additional_attributes,otech_line,otech_errors');
    expect(logged.split('\n')[1]).toBe('MG-2002,,Default,simple,Default Category/Batteries Mobile,base,Batterie smartphone 3000 mAh,,,0.045,1,,15,,3,price: blank: a new product needs a price');

    await writeFile(log, logged.replace('0.045,1,,15', '0.045,1,24.90,15'));
    const fixed = await otech('import', 'products', log, '--data-dir', dataDir(), '--into-seed', '--map', map);
    expect(fixed.code).toBe(0);
    expect(fixed.out).toContain('1 created');
    expect(fixed.err).not.toContain('otech_');
    expect((await readCatalogue(dataDir())).get('MG-2002')).toMatchObject({ category: 'vb', price: '24.9', poids_unitaire_g: '45' });
  });
});

describe('otech import products: a Magento 2 export as Magento writes it', () => {
  it('reads its 4- and 6-decimal numbers (weights in kg by --weight-unit), HTML entities and additional_attributes (ean, voltage, capacity), and skips a configurable product without a price (its simple products carry the prices)', async () => {
    const file = path.join(dataDir(), 'magento2.csv');
    await writeFile(file, [
      'sku,store_view_code,attribute_set_code,product_type,categories,product_websites,name,description,short_description,weight,product_online,visibility,price,special_price,qty,is_in_stock,additional_attributes',
      'MG-3001,,Default,simple,"Default Category/Piles/Piles lithium,Default Category/Promotions",base,Pile lithium CR123A 3 V,"<p>Pile photo&nbsp;lithium &eacute;prouv&eacute;e.</p>",Pile CR123A,0.0170,1,"Catalog, Search",4.900000,,240.0000,1,"ean=3760000100229,voltage=3,capacity=1,5 Ah,color=noir"',
      'MG-3002,,Default,simple,Default Category/Chargeurs,base,Chargeur 8 accus Ni-MH,,,0.3500,1,"Catalog, Search",49.000000,39.000000,12.0000,1,',
      'MG-3003,,Default,configurable,Default Category/Batteries Mobile,base,Batterie smartphone,,,,1,"Catalog, Search",,,0.0000,0,',
    ].join('\n'));
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed', '--weight-unit', 'kg');
    expect(result.code).toBe(0);
    expect(result.out).toContain('2 created, 0 updated, 1 skipped, 0 rejected');
    expect(result.err).toContain(`warning: ${file}:4: type: a configurable, bundle or grouped product, without a price of its own: the simple products it is made of are imported, each with its price; skipped`);
    const catalogue = await readCatalogue(dataDir());
    expect(catalogue.get('MG-3001')).toMatchObject({ category: 'vp', price: '4.9', stock: '240', poids_unitaire_g: '17', description: 'Pile CR123A', detailedDescription: 'Pile photo lithium éprouvée.', ean: '3760000100229', voltage: '3', capacity: '1.5 Ah' });
    expect(result.err).not.toContain('"additional_attributes"');
    expect(catalogue.get('MG-3002')).toMatchObject({ category: 'vc', price: '49', stock: '12', poids_unitaire_g: '350' });
    expect(catalogue.has('MG-3003')).toBe(false);
  });
});

describe('otech import products: columns, units and defaults', () => {
  const write = async (name: string, text: string) => {
    const file = path.join(dataDir(), name);
    await writeFile(file, text);
    return file;
  };

  it('a file without a stock column creates new products with stock 0 and says so; existing ones keep theirs', async () => {
    const before = await readCatalogue(dataDir());
    const file = await write('no-stock.csv', 'sku;name;category;price\nNS-1;Pile test;vp;1,50\nVP00001;Pile lithium;vp;2,30\n');
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed');
    expect(result.code).toBe(0);
    expect(result.err).toContain('stock: 1 new product(s) created with stock 0: the file has no stock column (accepted names: stock, quantité, qté, quantity, qty, Variant Inventory Qty');
    const after = await readCatalogue(dataDir());
    expect(after.get('NS-1')?.stock).toBe('0');
    expect(after.get('VP00001')?.stock).toBe(before.get('VP00001')?.stock);
  });

  it('a blank stock cell keeps an existing product\'s stored stock (never the default 1) and says so', async () => {
    const before = await readCatalogue(dataDir());
    const file = await write('blank-stock.csv', 'reference;stock;prix HT\nVP00001;;2,50\nVP00002;7;3\n');
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed');
    expect(result.err).toContain('stock: 1 existing product(s) keep their stored stock: their stock cell is blank');
    const after = await readCatalogue(dataDir());
    expect(before.get('VP00001')?.stock).not.toBe('1');
    expect(after.get('VP00001')).toMatchObject({ stock: before.get('VP00001')?.stock, price: '2.5' });
    expect(after.get('VP00002')?.stock).toBe('7');
  });

  it('a staff file: "Libellé" beside a "Rayon" column is the product\'s name, "Qté" its stock; a rejected row is not counted as created with stock 0', async () => {
    const { file, result } = await importLines('staff.tsv', [
      'Code article\tLibellé\tRayon\tPrix HT (€)\tQté',
      'HX-1\tPile bouton CR2032\tpiles\t0,95\t1 200',
      'HX-2\tChargeur 2 voies\tChargeurs\t1 234,50\t',
      'HX-3\tSans rayon\tInconnu\t12\t',
    ]);
    expect(result.out).toContain('2 created, 0 updated, 0 skipped, 1 rejected');
    expect(result.err).not.toContain('names the same column');
    expect(result.err).toContain(`${file}:4: Rayon: unknown rayon "Inconnu"`);
    expect(result.err).toContain('stock: 1 new product(s) created with stock 0: their Qté cell is blank');
    const catalogue = await readCatalogue(dataDir());
    expect(catalogue.get('HX-1')).toMatchObject({ name: 'Pile bouton CR2032', category: 'vp', price: '0.95', stock: '1200' });
    expect(catalogue.get('HX-2')).toMatchObject({ name: 'Chargeur 2 voies', category: 'vc', price: '1234.5', stock: '0' });
  });

  it('Shopify\'s inventory export updates the stock from "Available"; without it, the stored stock is kept and "On hand" named', async () => {
    const before = await readCatalogue(dataDir());
    const header = 'Handle,Title,Option1 Name,Option1 Value,SKU,HS Code,COO,Location,Incoming,Unavailable,Committed';
    const rows = (stockHeaders: string, stocks: string) => [
      `${header},${stockHeaders}`,
      `pile-a,${before.get('VP00001')?.name},Title,Default Title,VP00001,,,Entrepôt Lyon,0,0,2,${stocks}`,
    ];
    const { result } = await importLines('inventory.csv', rows('Available (not editable),On hand (current)', '40,42'));
    expect(result.out).toContain('0 created, 1 updated, 0 skipped, 0 rejected');
    expect((await readCatalogue(dataDir())).get('VP00001')).toEqual({ ...before.get('VP00001'), stock: '40' });
    const onHand = await importLines('on-hand.csv', rows('On hand', '42'));
    expect(onHand.result.out).toContain('0 created, 0 updated, 1 skipped, 0 rejected');
    expect(onHand.result.err).toContain('stock: 1 existing product(s) keep their stored stock: the file has no stock column; "On hand" is not read as the stock: name it in a mapping file (--map) if it is');
  });

  it('an unknown type is a warning, the type left out and the row imported; a shop\'s product kind is named once', async () => {
    const file = await write('types.csv', 'reference;name;category;price;stock;type\nT-1;Pile;vp;1;3;Bidule\nT-2;Chargeur;vc;2;3;simple\nT-3;Batterie;v;3;3; BATTERIE \n');
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed');
    expect(result.code).toBe(0);
    expect(result.out).toContain('3 created, 0 updated, 0 skipped, 0 rejected');
    expect(result.err).toContain(`warning: ${file}:2: type: unknown type "Bidule" (pile, batterie, chargeur or accessoire); left out`);
    expect(result.err).toContain(`warning: ${file}: type: holds the shop's product kinds (simple), not catalogue types (pile, batterie, chargeur, accessoire): left out`);
    const catalogue = await readCatalogue(dataDir());
    expect([catalogue.get('T-1')?.type, catalogue.get('T-2')?.type, catalogue.get('T-3')?.type]).toEqual(['', '', 'batterie']);
  });

  it('names an ignored column that looks like the stock in the stock warning', async () => {
    const file = await write('qty.csv', 'sku;name;category;price;Qty on hand\nQ-1;Pile;vp;1;12\n');
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed', '--dry-run');
    expect(result.err).toContain('the file has no stock column (accepted names: stock, quantité, qté, quantity, qty, Variant Inventory Qty, Inventory quantity, Available); "Qty on hand" is not read as the stock: name it in a mapping file (--map) if it is');
  });

  it('writes voltage and capacity with a decimal point, like the rest of the catalogue', async () => {
    const file = await write('commas.csv', 'reference;name;category;price;stock;voltage;capacity\nDC-1;Batterie 7,2 V;dc;19,90;3;7,2;2,2 Ah\n');
    expect((await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed')).code).toBe(0);
    expect((await readCatalogue(dataDir())).get('DC-1')).toMatchObject({ voltage: '7.2', capacity: '2.2 Ah' });
  });

  it('--save-map writes the mapping even when no header names the reference, for staff to name it', async () => {
    const file = await write('no-reference.csv', 'Artikelnummer;name;category;price\nA-1;Pile;vp;1\n');
    const map = path.join(dataDir(), 'map.json');
    const refused = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed', '--save-map', map);
    expect(refused.code).toBe(1);
    const saved = JSON.parse(await readFile(map, 'utf8'));
    expect(saved.columns).toEqual({ Artikelnummer: null, name: 'name', category: 'category', price: 'price' });
    await writeFile(map, JSON.stringify({ ...saved, columns: { ...saved.columns, Artikelnummer: 'reference' } }));
    const imported = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed', '--map', map);
    expect(imported.out).toContain('1 created');
  });

  it('a new product without a name column is rejected naming the accepted headers', async () => {
    const file = await write('no-name.csv', 'reference;category;price\nNN-1;vp;1\n');
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed');
    expect(result.code).toBe(1);
    expect(result.err).toContain(':2: name: no name: the file has no name column (accepted names: name, nom, designation, designation_produit, Title');
  });

  it('refuses a mapping file that names an unknown column or rayon (exit 2, nothing written)', async () => {
    const before = (await snapshot(dataDir()))['products.csv'];
    const map = await write('map.json', JSON.stringify({ columns: { SKU: 'sku' } }));
    const bad = await importFile('magento.csv', '--map', map);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^error: .*map\.json: mapping file: columns\.SKU: expected a catalogue column \(reference, ean/);
    await writeFile(map, JSON.stringify({ categories: { Divers: 'zz' } }));
    const rayon = await importFile('magento.csv', '--map', map);
    expect(rayon.code).toBe(2);
    expect(rayon.err).toContain('mapping file: categories: "Divers": "zz" is not a rayon code');
    expect((await snapshot(dataDir()))['products.csv']).toBe(before);
  });

  it('otech template products writes the empty catalogue file, which imports cleanly', async () => {
    const out = path.join(dataDir(), 'template.csv');
    expect((await otech('template', 'products', '--out', out)).code).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text).toBe('reference;ean;name;brand;model;category;type;technologie;voltage;capacity;poids_unitaire_g;price;stock;description;detailedDescription;features;compatibleWith;certifications;warranty;dimensions;terminals;lifecycle;temperature;isPromoted;isNetPrice\n');
    const imported = await otech('import', 'products', out, '--data-dir', dataDir(), '--into-seed');
    expect(imported).toMatchObject({ code: 0, err: '' });
  });
});
