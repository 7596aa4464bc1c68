import type { Nomenclature, NomenclatureLine, Product } from '@otech/domain';

/** Parts the shop buys but does not sell: their name and unit cost go in the bill itself. */
const LI_ION_CELL: NomenclatureLine = { reference: 'CEL-18650-26', designation: 'Cellule Li-ion 18650 3,6 V 2600 mAh', quantite: 1, prix_unitaire: 3.1 };
const PARTS: readonly NomenclatureLine[] = [
  { reference: 'BOI-ABS', designation: 'Boîtier ABS injecté', quantite: 1, prix_unitaire: 0.9 },
  { reference: 'CNX-NICKEL', designation: 'Bande de nickel pur 0,15 mm (10 cm)', quantite: 1, prix_unitaire: 0.25 },
];
const protection = (cells: number): NomenclatureLine => ({ reference: `BMS-${cells}S`, designation: `Circuit de protection ${cells}S`, quantite: 1, prix_unitaire: 0.85 + 0.5 * cells });

/** Cells in series for a pack voltage: 3.6 V a Li-ion cell, 1.2 V a NiMH one. */
const cellsFor = (voltage: string | undefined, cellVolts: number) => Math.max(1, Math.round(Number.parseFloat(voltage ?? '') / cellVolts) || 1);

/**
 * Bills of materials of the sample (/admin/nomenclatures): Li-ion camcorder and camera packs made of
 * 18650 cells and parts, and a NiMH pack of the catalogue's own rechargeable AA cells, so that the
 * roll-up shows catalogue prices and parts' own costs together.
 */
export function sampleNomenclatures(products: readonly Product[]): Nomenclature[] {
  const liIonPacks = products.filter((p) => (p.category === 'ca' || p.category === 'dc') && p.technologie === 'Li-ion').slice(0, 4);
  const nimhCells = products.find((p) => p.category === 'vp' && p.technologie === 'NiMH' && /HR6/.test(p.name) && /blister de 2/.test(p.name));
  const boms: Nomenclature[] = liIonPacks.map((pack, index) => {
    const cells = cellsFor(pack.voltage, 3.6);
    return {
      id: `nom-${String(index + 1).padStart(3, '0')}`,
      reference: pack.reference,
      designation: `Assemblage ${pack.name}`,
      composants: [{ ...LI_ION_CELL, quantite: cells }, protection(cells), ...PARTS],
      main_oeuvre: 4.5 + cells,
    };
  });
  if (nimhCells) {
    boms.push({
      id: `nom-${String(boms.length + 1).padStart(3, '0')}`,
      reference: 'PACK-NIMH-4.8',
      designation: 'Pack NiMH 4,8 V AA (4 éléments) pour radiocommande',
      // Two blisters of two cells make the four elements.
      composants: [{ reference: nimhCells.reference, quantite: 2 }, { reference: 'CNX-JST', designation: 'Connecteur JST et câble 10 cm', quantite: 1, prix_unitaire: 0.6 }, PARTS[1] as NomenclatureLine],
      main_oeuvre: 3,
    });
  }
  return boms;
}
