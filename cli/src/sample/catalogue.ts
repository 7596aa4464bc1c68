import type { Product } from '@otech/domain';
import { eanFor } from './ean.ts';
import type { Rng } from './prng.ts';

/** Fields a rayon drafter decides; reference, EAN, rayon, stock and promotion are set around it. */
interface Draft {
  name: string;
  brand: string;
  model: string;
  type: string;
  technologie: string;
  /** Volts; null for accessories that have none. */
  voltage: number | null;
  /** Text with its unit, as the catalogue shows it (`7 Ah`, `2400 mAh`). */
  capacity: string;
  poids_unitaire_g: number;
  price: number;
  description: string;
  detailedDescription: string;
  features: string[];
  compatibleWith: string[];
  certifications: string[];
  warranty: string;
  dimensions: string;
  terminals: string;
  lifecycle: string;
  temperature: string;
}

/** The seven rayon codes of spec 1 section 3, each with its share of the catalogue. */
export const RAYON_SHARES = { vp: 15, v: 22, ca: 10, vc: 12, dc: 13, vb: 17, vx: 11 } as const;
type RayonCode = keyof typeof RAYON_SHARES;
const RAYON_CODES = Object.keys(RAYON_SHARES) as RayonCode[];

const frenchNumber = (n: number): string => String(n).replace('.', ',');
const round2 = (n: number): number => Math.round(n * 100) / 100;

interface CellFormat {
  format: string;
  iec: string;
  technologie: string;
  voltage: number;
  capacity: [number, number];
  weight: number;
  size: string;
  price: [number, number];
}

const CELL_FORMATS: CellFormat[] = [
  { format: 'AA', iec: 'LR6', technologie: 'Alcaline', voltage: 1.5, capacity: [2400, 3000], weight: 23, size: '14,5 x 50,5 mm', price: [2.5, 9] },
  { format: 'AAA', iec: 'LR03', technologie: 'Alcaline', voltage: 1.5, capacity: [1000, 1250], weight: 11, size: '10,5 x 44,5 mm', price: [2.5, 9] },
  { format: 'C', iec: 'LR14', technologie: 'Alcaline', voltage: 1.5, capacity: [7000, 8000], weight: 66, size: '26,2 x 50 mm', price: [3.5, 11] },
  { format: 'D', iec: 'LR20', technologie: 'Alcaline', voltage: 1.5, capacity: [15000, 18000], weight: 135, size: '34,2 x 61,5 mm', price: [4, 12] },
  { format: '9V', iec: '6LR61', technologie: 'Alcaline', voltage: 9, capacity: [500, 600], weight: 45, size: '26,5 x 17,5 x 48,5 mm', price: [3, 8] },
  { format: 'CR2032', iec: 'CR2032', technologie: 'Lithium', voltage: 3, capacity: [220, 240], weight: 3, size: '20 x 3,2 mm', price: [1.2, 6] },
  { format: 'CR2025', iec: 'CR2025', technologie: 'Lithium', voltage: 3, capacity: [160, 170], weight: 3, size: '20 x 2,5 mm', price: [1.2, 6] },
  { format: 'CR123A', iec: 'CR17345', technologie: 'Lithium', voltage: 3, capacity: [1400, 1550], weight: 17, size: '17 x 34,5 mm', price: [3.5, 9] },
  { format: 'LR44', iec: 'LR44', technologie: 'Alcaline', voltage: 1.5, capacity: [110, 150], weight: 2, size: '11,6 x 5,4 mm', price: [0.9, 4] },
  { format: 'SR626SW', iec: 'SR66', technologie: "Oxyde d'argent", voltage: 1.55, capacity: [26, 28], weight: 1, size: '6,8 x 2,6 mm', price: [1.5, 5] },
  { format: 'PR44', iec: 'PR44', technologie: 'Zinc-air', voltage: 1.4, capacity: [600, 620], weight: 2, size: '11,6 x 5,4 mm', price: [1.5, 5] },
  { format: 'AA rechargeable', iec: 'HR6', technologie: 'NiMH', voltage: 1.2, capacity: [1900, 2700], weight: 29, size: '14,5 x 50,5 mm', price: [6, 18] },
  { format: 'AAA rechargeable', iec: 'HR03', technologie: 'NiMH', voltage: 1.2, capacity: [800, 1100], weight: 13, size: '10,5 x 44,5 mm', price: [5, 15] },
];
const CELL_BRANDS = ['Varta', 'Duracell', 'Energizer', 'Panasonic', 'GP Batteries', 'Maxell', 'Renata', 'Saft'];
const CELL_PACKS = [
  { label: 'blister de 4', units: 4 },
  { label: 'blister de 2', units: 2 },
  { label: 'boîte de 10', units: 10 },
  { label: 'boîte de 24', units: 24 },
  { label: 'vrac de 100', units: 100 },
];

function pile(rng: Rng): Draft {
  const cell = rng.pick(CELL_FORMATS);
  const brand = rng.pick(CELL_BRANDS);
  const pack = rng.pick(CELL_PACKS);
  const capacity = rng.int(cell.capacity[0], cell.capacity[1]);
  const unitPrice = cell.price[0] + rng.next() * (cell.price[1] - cell.price[0]);
  return {
    name: `Pile ${cell.technologie.toLowerCase()} ${cell.iec === cell.format ? '' : `${cell.iec} `}${cell.format} ${frenchNumber(cell.voltage)} V ${brand} (${pack.label})`,
    brand,
    model: `${cell.iec}-${pack.units}`,
    type: 'pile',
    technologie: cell.technologie,
    voltage: cell.voltage,
    capacity: `${capacity} mAh`,
    poids_unitaire_g: cell.weight * pack.units,
    price: round2((unitPrice * pack.units) / 4),
    description: `Pile ${cell.format} ${brand}, ${pack.label}, pour télécommandes, jouets et appareils du quotidien.`,
    detailedDescription: `Pile ${cell.technologie.toLowerCase()} au format ${cell.format} (${cell.iec}), tension nominale ${frenchNumber(cell.voltage)} V, capacité typique ${capacity} mAh. Conditionnement ${pack.label}, date de péremption longue, stockage à l'abri de la chaleur.`,
    features: ['Longue durée de conservation', `Format ${cell.format}`, cell.technologie === 'NiMH' ? 'Rechargeable jusqu\'à 500 fois' : 'Sans mercure'],
    compatibleWith: rng.sample(['Télécommandes', 'Détecteurs de fumée', 'Lampes torches', 'Jouets', 'Montres', 'Calculatrices', 'Appareils auditifs', 'Serrures connectées'], 3),
    certifications: ['CE', 'RoHS'],
    warranty: '1 an',
    dimensions: cell.size,
    terminals: 'Standard',
    lifecycle: cell.technologie === 'NiMH' ? '500 cycles' : 'Usage unique',
    temperature: '-20 °C à +54 °C',
  };
}

interface LeadFamily {
  label: string;
  technologie: string;
  voltage: number;
  capacities: number[];
  gramsPerAh: number;
  eurosPerAh: number;
  cycles: string;
  uses: string[];
}

const OWN_BRAND_FAMILIES: LeadFamily[] = [
  { label: 'Batterie plomb AGM', technologie: 'Plomb AGM', voltage: 12, capacities: [1.2, 2.3, 3.4, 4.5, 7, 9, 12, 18, 26, 40, 55, 80, 100], gramsPerAh: 290, eurosPerAh: 2.6, cycles: '300 cycles à 50 % de décharge', uses: ['Onduleur', 'Alarme', 'Éclairage de secours', 'Portail automatique'] },
  { label: 'Batterie plomb AGM', technologie: 'Plomb AGM', voltage: 6, capacities: [1.2, 4, 4.5, 7, 12], gramsPerAh: 150, eurosPerAh: 2.2, cycles: '300 cycles à 50 % de décharge', uses: ['Jouet électrique', 'Balance', 'Éclairage de secours'] },
  { label: 'Batterie gel décharge lente', technologie: 'Plomb Gel', voltage: 12, capacities: [20, 33, 45, 65, 80, 100, 120, 150, 200], gramsPerAh: 310, eurosPerAh: 3.1, cycles: '600 cycles à 50 % de décharge', uses: ['Fauteuil roulant', 'Solaire', 'Camping-car', 'Bateau'] },
  { label: 'Batterie lithium LiFePO4', technologie: 'Lithium LiFePO4', voltage: 12.8, capacities: [6, 12, 20, 50, 100, 150, 200], gramsPerAh: 115, eurosPerAh: 6.5, cycles: '3000 cycles à 80 % de décharge', uses: ['Solaire', 'Camping-car', 'Bateau', 'Moteur électrique'] },
  { label: 'Batterie de démarrage', technologie: 'Plomb ouvert', voltage: 12, capacities: [44, 60, 70, 74, 95, 110], gramsPerAh: 230, eurosPerAh: 1.4, cycles: 'Démarrage', uses: ['Voiture', 'Utilitaire', 'Tracteur'] },
  { label: 'Batterie de traction', technologie: 'Plomb Gel', voltage: 12, capacities: [70, 90, 105, 130], gramsPerAh: 320, eurosPerAh: 2.8, cycles: '800 cycles à 50 % de décharge', uses: ['Autolaveuse', 'Nacelle', 'Transpalette'] },
];

/** The own brand's ranges: the same battery exists in several, at a price step apart. */
const OWN_BRAND_RANGES = [
  { name: 'Original', priceFactor: 1 },
  { name: 'Pro', priceFactor: 1.15 },
  { name: 'Endurance', priceFactor: 1.3 },
];

function ownBrand(rng: Rng): Draft {
  const family = rng.pick(OWN_BRAND_FAMILIES);
  const ah = rng.pick(family.capacities);
  const range = rng.pick(OWN_BRAND_RANGES);
  const lithium = family.technologie.startsWith('Lithium');
  const width = Math.round(60 + ah * 1.4);
  return {
    name: `${family.label} ${frenchNumber(family.voltage)} V ${frenchNumber(ah)} Ah OTECH ${range.name}`,
    brand: 'OTECH',
    model: `OT${Math.round(family.voltage)}-${frenchNumber(ah).replace(',', '')}${lithium ? 'LI' : family.technologie === 'Plomb Gel' ? 'G' : ''}${range.name === 'Original' ? '' : `-${range.name.slice(0, 3).toUpperCase()}`}`,
    type: 'batterie',
    technologie: family.technologie,
    voltage: family.voltage,
    // The stored measure has a decimal point (domain readMeasure): French commas are for the texts shown.
    capacity: `${ah} Ah`,
    poids_unitaire_g: Math.round(ah * family.gramsPerAh + 150),
    price: round2((ah * family.eurosPerAh * (0.9 + rng.next() * 0.3) + 8) * range.priceFactor),
    description: `${family.label} ${frenchNumber(family.voltage)} V ${frenchNumber(ah)} Ah de la gamme OTECH ${range.name}, testée dans nos ateliers.`,
    detailedDescription: `${family.label} ${frenchNumber(family.voltage)} V d'une capacité de ${frenchNumber(ah)} Ah (C20). Technologie ${family.technologie}, étanche et sans entretien${lithium ? ', BMS intégré contre la surcharge et la décharge profonde' : ''}. Contrôlée et chargée avant expédition.`,
    features: ['Sans entretien', 'Testée avant expédition', lithium ? 'BMS intégré' : 'Recyclable à 99 %'],
    compatibleWith: rng.sample(family.uses, Math.min(3, family.uses.length)),
    certifications: lithium ? ['CE', 'UN38.3', 'IEC 62619'] : ['CE', 'IEC 60896-21'],
    warranty: lithium ? '3 ans' : '2 ans',
    dimensions: `${width} x ${Math.round(50 + ah * 0.6)} x ${Math.round(90 + ah * 0.5)} mm`,
    terminals: ah < 10 ? rng.pick(['F1 (4,8 mm)', 'F2 (6,3 mm)']) : rng.pick(['M5', 'M6', 'M8', 'Plot conique']),
    lifecycle: family.cycles,
    temperature: lithium ? '-20 °C à +60 °C' : '-15 °C à +50 °C',
  };
}

interface DevicePack {
  code: string;
  maker: string;
  voltage: number;
  capacities: number[];
  devices: string[];
}

const CAMCORDER_PACKS: DevicePack[] = [
  { code: 'NP-FV70', maker: 'Sony', voltage: 7.2, capacities: [1960, 2060], devices: ['Sony HDR-CX240', 'Sony HDR-PJ410', 'Sony FDR-AX33', 'Sony HDR-CX625'] },
  { code: 'NP-FV100', maker: 'Sony', voltage: 7.2, capacities: [3300, 3900], devices: ['Sony FDR-AX53', 'Sony HDR-CX405', 'Sony FDR-AX100'] },
  { code: 'NP-FH70', maker: 'Sony', voltage: 7.2, capacities: [1400, 1640], devices: ['Sony DCR-SR45', 'Sony HDR-SR11', 'Sony DCR-DVD110'] },
  { code: 'BP-808', maker: 'Canon', voltage: 7.4, capacities: [890, 1000], devices: ['Canon Legria HF G10', 'Canon Vixia HF S100', 'Canon FS200'] },
  { code: 'BP-727', maker: 'Canon', voltage: 3.6, capacities: [2400, 2700], devices: ['Canon Legria HF R806', 'Canon Legria HF R56', 'Canon Legria HF M52'] },
  { code: 'VW-VBT190', maker: 'Panasonic', voltage: 3.6, capacities: [1940, 2000], devices: ['Panasonic HC-V180', 'Panasonic HC-V380', 'Panasonic HC-W580'] },
  { code: 'VW-VBK360', maker: 'Panasonic', voltage: 3.6, capacities: [3580, 3600], devices: ['Panasonic HC-V100', 'Panasonic SDR-H100', 'Panasonic HDC-SD40'] },
  { code: 'BN-VG114', maker: 'JVC', voltage: 3.6, capacities: [1200, 1300], devices: ['JVC GZ-E10', 'JVC GZ-HM30', 'JVC GZ-MS210'] },
  { code: 'BN-VG138', maker: 'JVC', voltage: 3.6, capacities: [3300, 3500], devices: ['JVC GZ-EX210', 'JVC GZ-HM440', 'JVC GZ-E100'] },
];

const CAMERA_PACKS: DevicePack[] = [
  { code: 'LP-E6NH', maker: 'Canon', voltage: 7.2, capacities: [2130, 2250], devices: ['Canon EOS R5', 'Canon EOS R6', 'Canon EOS 90D', 'Canon EOS 5D Mark IV'] },
  { code: 'LP-E17', maker: 'Canon', voltage: 7.2, capacities: [1040, 1100], devices: ['Canon EOS RP', 'Canon EOS 250D', 'Canon EOS M6 Mark II'] },
  { code: 'LP-E12', maker: 'Canon', voltage: 7.2, capacities: [875, 950], devices: ['Canon EOS M50', 'Canon EOS 100D', 'Canon EOS M200'] },
  { code: 'NB-13L', maker: 'Canon', voltage: 3.6, capacities: [1250, 1350], devices: ['Canon PowerShot G7 X Mark III', 'Canon PowerShot G5 X', 'Canon PowerShot SX740 HS'] },
  { code: 'EN-EL15c', maker: 'Nikon', voltage: 7, capacities: [2280, 2400], devices: ['Nikon Z6 II', 'Nikon Z7', 'Nikon D7500', 'Nikon D850'] },
  { code: 'EN-EL14a', maker: 'Nikon', voltage: 7.4, capacities: [1230, 1300], devices: ['Nikon D3500', 'Nikon D5600', 'Nikon Coolpix P7800'] },
  { code: 'EN-EL25', maker: 'Nikon', voltage: 7.6, capacities: [1120, 1250], devices: ['Nikon Z50', 'Nikon Z fc', 'Nikon Z30'] },
  { code: 'NP-FZ100', maker: 'Sony', voltage: 7.2, capacities: [2280, 2400], devices: ['Sony Alpha 7 III', 'Sony Alpha 7R IV', 'Sony Alpha 6600'] },
  { code: 'NP-FW50', maker: 'Sony', voltage: 7.2, capacities: [1020, 1100], devices: ['Sony Alpha 6000', 'Sony Alpha 6400', 'Sony RX10 III'] },
  { code: 'NP-BX1', maker: 'Sony', voltage: 3.6, capacities: [1240, 1350], devices: ['Sony RX100 VII', 'Sony ZV-1', 'Sony HX99'] },
  { code: 'NP-W126S', maker: 'Fujifilm', voltage: 7.2, capacities: [1260, 1300], devices: ['Fujifilm X-T30', 'Fujifilm X-E4', 'Fujifilm X-S10'] },
  { code: 'DMW-BLF19', maker: 'Panasonic', voltage: 7.2, capacities: [1860, 2000], devices: ['Panasonic Lumix GH5', 'Panasonic Lumix G9', 'Panasonic Lumix GH4'] },
];

const MOBILE_PACKS: DevicePack[] = [
  { code: 'A2111', maker: 'Apple', voltage: 3.83, capacities: [3110, 3200], devices: ['Apple iPhone 11'] },
  { code: 'A2479', maker: 'Apple', voltage: 3.83, capacities: [2815, 2900], devices: ['Apple iPhone 12', 'Apple iPhone 12 Pro'] },
  { code: 'A2653', maker: 'Apple', voltage: 3.88, capacities: [3227, 3300], devices: ['Apple iPhone 13'] },
  { code: 'A1821', maker: 'Apple', voltage: 3.82, capacities: [1821, 1900], devices: ['Apple iPhone 8', 'Apple iPhone SE 2020'] },
  { code: 'EB-BG973ABU', maker: 'Samsung', voltage: 3.85, capacities: [3400, 3500], devices: ['Samsung Galaxy S10'] },
  { code: 'EB-BG980ABY', maker: 'Samsung', voltage: 3.88, capacities: [4000, 4100], devices: ['Samsung Galaxy S20'] },
  { code: 'EB-BA505ABU', maker: 'Samsung', voltage: 3.85, capacities: [4000, 4100], devices: ['Samsung Galaxy A50', 'Samsung Galaxy A30s'] },
  { code: 'HB436486ECW', maker: 'Huawei', voltage: 3.82, capacities: [4000, 4200], devices: ['Huawei P30 Pro', 'Huawei Mate 20 Pro'] },
  { code: 'BN46', maker: 'Xiaomi', voltage: 3.85, capacities: [4000, 4100], devices: ['Xiaomi Redmi Note 8', 'Xiaomi Redmi 7'] },
  { code: 'A1484', maker: 'Apple', voltage: 3.73, capacities: [8827, 8900], devices: ['Apple iPad Air', 'Apple iPad 2017'] },
  { code: 'EB-BT590ABU', maker: 'Samsung', voltage: 3.8, capacities: [7300, 7400], devices: ['Samsung Galaxy Tab A 10.5'] },
];

const THIRD_PARTY_BRANDS = ['OTECH', 'Ansmann', 'Patona', 'Hähnel', 'Blumax'];

function devicePack(rng: Rng, packs: DevicePack[], kind: 'camescope' | 'appareil photo' | 'mobile'): Draft {
  const pack = rng.pick(packs);
  const brand = rng.pick(THIRD_PARTY_BRANDS);
  const capacity = rng.int(pack.capacities[0] ?? 1000, pack.capacities[1] ?? 1000);
  const technologie = kind === 'mobile' ? rng.pick(['Li-ion', 'Li-polymère']) : 'Li-ion';
  const wh = round2((pack.voltage * capacity) / 1000);
  const label = kind === 'mobile' ? 'Batterie' : `Batterie ${kind}`;
  return {
    name: `${label} compatible ${pack.maker} ${pack.code} ${frenchNumber(pack.voltage)} V ${capacity} mAh ${brand}`,
    brand,
    model: `${pack.code}${brand === 'OTECH' ? '-OT' : ''}`,
    type: 'batterie',
    technologie,
    voltage: pack.voltage,
    capacity: `${capacity} mAh`,
    poids_unitaire_g: Math.round(capacity / (kind === 'mobile' ? 70 : 28)),
    price: round2((kind === 'mobile' ? 14 : 18) + capacity / (kind === 'mobile' ? 400 : 120) + rng.next() * 8),
    description: `Batterie ${technologie} de remplacement pour ${pack.devices[0] ?? pack.maker}, équivalente à la ${pack.maker} ${pack.code}.`,
    detailedDescription: `Batterie ${technologie} ${frenchNumber(pack.voltage)} V ${capacity} mAh (${frenchNumber(wh)} Wh) compatible avec la référence d'origine ${pack.maker} ${pack.code}. Cellules de grade A, protection contre les courts-circuits et la surchauffe${kind === 'mobile' ? ', montage par un technicien conseillé' : ', indicateur de charge compatible'}.`,
    features: ['Cellules de grade A', 'Protection intégrée', kind === 'mobile' ? 'Kit d\'outils fourni' : 'Sans effet mémoire'],
    compatibleWith: pack.devices,
    certifications: ['CE', 'RoHS', 'UN38.3', 'IEC 62133'],
    warranty: '1 an',
    dimensions: kind === 'mobile' ? `${rng.int(60, 95)} x ${rng.int(40, 70)} x ${frenchNumber(rng.int(30, 55) / 10)} mm` : `${rng.int(38, 75)} x ${rng.int(30, 45)} x ${rng.int(14, 42)} mm`,
    terminals: kind === 'mobile' ? 'Nappe FPC' : 'Contacts plats',
    lifecycle: '500 cycles',
    temperature: '0 °C à +45 °C',
  };
}

const CHARGERS = [
  { model: 'MXS 5.0', brand: 'CTEK', technologie: 'Plomb', voltage: 12, amps: 5, price: 79, uses: ['Voiture', 'Moto', 'Batterie AGM'] },
  { model: 'MXS 10', brand: 'CTEK', technologie: 'Plomb', voltage: 12, amps: 10, price: 169, uses: ['Camping-car', 'Bateau', 'Utilitaire'] },
  { model: 'Lithium XS', brand: 'CTEK', technologie: 'Lithium LiFePO4', voltage: 12, amps: 5, price: 139, uses: ['Batterie LiFePO4', 'Moto'] },
  { model: 'Genius 1', brand: 'NOCO', technologie: 'Plomb', voltage: 12, amps: 1, price: 49, uses: ['Moto', 'Tondeuse', 'Batterie AGM'] },
  { model: 'Genius 10', brand: 'NOCO', technologie: 'Plomb et lithium', voltage: 12, amps: 10, price: 149, uses: ['Voiture', 'Bateau', 'Batterie LiFePO4'] },
  { model: 'Energy 8 Plus', brand: 'Ansmann', technologie: 'NiMH', voltage: 1.2, amps: 0.5, price: 59, uses: ['Piles AA', 'Piles AAA', 'Piles 9V'] },
  { model: 'Powerline 4 Pro', brand: 'Ansmann', technologie: 'NiMH', voltage: 1.2, amps: 1, price: 45, uses: ['Piles AA', 'Piles AAA'] },
  { model: 'CH-LPE6', brand: 'OTECH', technologie: 'Li-ion', voltage: 8.4, amps: 1, price: 29, uses: ['Canon LP-E6', 'Canon LP-E6NH'] },
  { model: 'CH-FZ100', brand: 'OTECH', technologie: 'Li-ion', voltage: 8.4, amps: 1, price: 32, uses: ['Sony NP-FZ100'] },
  { model: 'CH-ENEL15', brand: 'OTECH', technologie: 'Li-ion', voltage: 8.4, amps: 1, price: 29, uses: ['Nikon EN-EL15', 'Nikon EN-EL15c'] },
  { model: 'CH-24V10', brand: 'OTECH', technologie: 'Plomb', voltage: 24, amps: 10, price: 189, uses: ['Autolaveuse', 'Fauteuil roulant', 'Transpalette'] },
];

function charger(rng: Rng): Draft {
  const c = rng.pick(CHARGERS);
  const double = c.brand === 'OTECH' && rng.chance(0.5);
  return {
    name: `Chargeur ${double ? 'double ' : ''}${c.brand} ${c.model} ${frenchNumber(c.voltage)} V ${frenchNumber(c.amps)} A`,
    brand: c.brand,
    model: `${c.model}${double ? ' Duo' : ''}`,
    type: 'chargeur',
    technologie: c.technologie,
    voltage: c.voltage,
    capacity: '',
    poids_unitaire_g: c.amps >= 5 ? rng.int(600, 1900) : rng.int(90, 350),
    price: round2(c.price * (double ? 1.4 : 1) * (0.95 + rng.next() * 0.1)),
    description: `Chargeur ${c.technologie.toLowerCase()} ${frenchNumber(c.voltage)} V ${frenchNumber(c.amps)} A, charge automatique en plusieurs étapes.`,
    detailedDescription: `Chargeur ${c.brand} ${c.model}${double ? ' à deux emplacements' : ''} pour batteries ${c.technologie.toLowerCase()} ${frenchNumber(c.voltage)} V. Courant de charge ${frenchNumber(c.amps)} A, arrêt automatique en fin de charge, protection contre l'inversion de polarité.`,
    features: ['Charge automatique', 'Protection contre l\'inversion de polarité', 'Mode maintien de charge'],
    compatibleWith: c.uses,
    certifications: ['CE', 'RoHS'],
    warranty: c.brand === 'CTEK' ? '5 ans' : '2 ans',
    dimensions: `${rng.int(60, 200)} x ${rng.int(40, 90)} x ${rng.int(25, 60)} mm`,
    terminals: c.voltage >= 12 ? 'Pinces crocodile et œillets M6' : 'Logements de charge',
    lifecycle: '',
    temperature: '0 °C à +40 °C',
  };
}

const ACCESSORIES = [
  { name: 'Cosse de batterie plomb', variants: ['positive', 'négative', 'à serrage rapide'], price: 4.9, weight: 60 },
  { name: 'Câble de démarrage', variants: ['16 mm² 2,5 m', '25 mm² 3 m', '35 mm² 4,5 m'], price: 24.9, weight: 1800 },
  { name: 'Testeur de batterie numérique', variants: ['12 V', '6 V et 12 V', '12 V et 24 V'], price: 39.9, weight: 320 },
  { name: 'Boîtier pour piles', variants: ['2 x AA', '4 x AA avec interrupteur', '8 x AA'], price: 3.5, weight: 25 },
  { name: 'Connecteur Anderson', variants: ['SB50 rouge', 'SB120 gris', 'SB175 bleu'], price: 9.9, weight: 80 },
  { name: 'Coupe-batterie', variants: ['100 A', '300 A', 'à clé 500 A'], price: 19.9, weight: 240 },
  { name: 'Bac à batterie', variants: ['petit modèle', 'grand modèle avec sangle', 'marin ventilé'], price: 22.9, weight: 900 },
  { name: 'Porte-fusible', variants: ['ANL 80 A', 'midi 40 A', 'lame étanche 30 A'], price: 7.9, weight: 70 },
];

function accessory(rng: Rng): Draft {
  const a = rng.pick(ACCESSORIES);
  const variant = rng.pick(a.variants);
  const brand = rng.pick(['OTECH', 'Ansmann', 'Victron Energy', 'Hella']);
  return {
    name: `${a.name} ${variant} ${brand}`,
    brand,
    model: `${a.name.split(' ')[0]?.slice(0, 3).toUpperCase() ?? 'ACC'}-${rng.int(100, 999)}`,
    type: 'accessoire',
    technologie: '',
    voltage: null,
    capacity: '',
    poids_unitaire_g: Math.round(a.weight * (0.8 + rng.next() * 0.6)),
    price: round2(a.price * (0.85 + rng.next() * 0.5)),
    description: `${a.name} ${variant}, accessoire pour l'installation et l'entretien des batteries.`,
    detailedDescription: `${a.name} ${variant} de marque ${brand}. Matériaux résistants à la corrosion, adapté à un usage professionnel en atelier comme sur site.`,
    features: ['Usage professionnel', 'Résistant à la corrosion'],
    compatibleWith: rng.sample(['Batteries plomb', 'Batteries lithium', 'Véhicules', 'Installations solaires', 'Bateaux'], 2),
    certifications: ['CE'],
    warranty: '1 an',
    dimensions: `${rng.int(20, 300)} x ${rng.int(10, 200)} x ${rng.int(5, 150)} mm`,
    terminals: '',
    lifecycle: '',
    temperature: '',
  };
}

const DRAFTERS: Record<RayonCode, (rng: Rng) => Draft> = {
  vp: pile,
  v: ownBrand,
  ca: (rng) => devicePack(rng, CAMCORDER_PACKS, 'camescope'),
  vc: charger,
  dc: (rng) => devicePack(rng, CAMERA_PACKS, 'appareil photo'),
  vb: (rng) => devicePack(rng, MOBILE_PACKS, 'mobile'),
  vx: accessory,
};

/** Every stock state of spec 1 section 4 shows: 0 (rupture), 1 to 10 (stock limité), above 10. */
function stockLevel(rng: Rng): number {
  const draw = rng.next();
  if (draw < 0.1) return 0;
  if (draw < 0.25) return rng.int(1, 5);
  if (draw < 0.4) return rng.int(6, 10);
  return rng.int(11, 480);
}

function rayonFor(index: number, rng: Rng): RayonCode {
  // The first rows cover every rayon so that even a tiny catalogue shows each one.
  if (index < RAYON_CODES.length) return RAYON_CODES[index] as RayonCode;
  const total = Object.values(RAYON_SHARES).reduce((a, b) => a + b, 0);
  let draw = rng.next() * total;
  for (const code of RAYON_CODES) {
    draw -= RAYON_SHARES[code];
    if (draw < 0) return code;
  }
  return 'vx';
}

function toProduct(draft: Draft, reference: string, ean: string, category: RayonCode, rng: Rng): Product {
  const { dimensions, terminals, lifecycle, temperature, voltage, ...fields } = draft;
  const stock = stockLevel(rng);
  const specifications = Object.fromEntries(
    Object.entries({ dimensions, terminals, lifecycle, temperature }).filter(([, value]) => value !== ''),
  );
  return {
    ...fields,
    id: reference,
    reference,
    ean,
    category,
    voltage: voltage === null ? undefined : String(voltage),
    capacity: fields.capacity === '' ? undefined : fields.capacity,
    technologie: fields.technologie === '' ? undefined : fields.technologie,
    specifications,
    stock,
    inStock: stock > 0,
    isPromoted: rng.chance(0.08),
    images: [],
  };
}

/** Draws before a repeated name is accepted: a large catalogue runs out of distinct names. */
const NAME_DRAWS = 12;

/**
 * A draft whose name the catalogue has not used yet, when a few draws find one: a sorted page of
 * the same name twelve times reads as a broken catalogue.
 */
function freshDraft(category: RayonCode, rng: Rng, names: Set<string>): Draft {
  let draft = DRAFTERS[category](rng);
  for (let draw = 1; draw < NAME_DRAWS && names.has(draft.name); draw += 1) draft = DRAFTERS[category](rng);
  names.add(draft.name);
  return draft;
}

/** A plausible catalogue of `count` products, the same for the same seed. */
export function generateProducts(count: number, rng: Rng): Product[] {
  const sequence = new Map<RayonCode, number>();
  const names = new Set<string>();
  const products: Product[] = [];
  for (let i = 0; i < count; i += 1) {
    const category = rayonFor(i, rng);
    const n = (sequence.get(category) ?? 0) + 1;
    sequence.set(category, n);
    const reference = `${category.toUpperCase()}${String(n).padStart(5, '0')}`;
    products.push(toProduct(freshDraft(category, rng, names), reference, eanFor(i), category, rng));
  }
  return products;
}
