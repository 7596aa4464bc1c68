import { readNumber } from '../schemas/coerce.ts';
import type { WeightUnit } from './columns.ts';

const GRAMS: Record<WeightUnit, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };

/** A weight cell in `unit` as grams (catalogue `poids_unitaire_g`), to 0.1 g; undefined when it is not a number. */
export function toGrams(cell: string, unit: WeightUnit): string | undefined {
  const value = readNumber(cell);
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return String(Math.round(value * GRAMS[unit] * 10) / 10);
}
