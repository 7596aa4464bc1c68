/**
 * Readers for values coming from CSV files and the legacy API, where everything may be text.
 * Each returns `undefined` for a blank value (so defaults apply) and returns anything it cannot read
 * unchanged, so that the schema reports it against the right field instead of it being guessed.
 */

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** Accepts French decimal commas (`12,5`) and space or narrow-space thousands separators (`1 250,00`). */
export function readNumber(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return value;
  // Most cells are already plain decimals: nothing to take out or replace.
  if (PLAIN_DECIMAL.test(value)) return Number(value);
  const normalized = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalized) ? Number(normalized) : value;
}

const TRUE_WORDS = new Set(['true', '1', 'oui', 'yes', 'vrai']);
const FALSE_WORDS = new Set(['false', '0', 'non', 'no', 'faux']);

export function readBoolean(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

/** Lists are written `a|b|c` in the catalogue CSV. */
export function readList(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return value;
  const items: string[] = [];
  for (const item of value.split('|')) {
    const trimmed = item.trim();
    if (trimmed !== '') items.push(trimmed);
  }
  return items;
}

/** Spreadsheets turn references, EANs and voltages into numbers; the catalogue keeps them as text. */
export function readText(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value;
}

export function readAsIs(value: unknown): unknown {
  return isBlank(value) ? undefined : value;
}

/** Whitespace a typed or exported label may hold beyond single plain spaces: two in a row, or a tab, a line break, a no-break space. */
export const IRREGULAR_SPACE = /\s\s|[^\S ]/;

/**
 * A value a facet lists (brand, type, technology): any run of whitespace, no-break spaces
 * included, is one plain space, so `GP\u00a0Batteries` and `GP  Batteries` are `GP Batteries`.
 */
export function readLabel(value: unknown): unknown {
  const text = readText(value);
  return typeof text === 'string' && IRREGULAR_SPACE.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

/**
 * Voltage and capacity are text (`3.7/7.4`, `2400 mAh`) read as labels; a French decimal comma
 * between digits becomes a point, so a facet never shows `7,2` beside `7.2`.
 */
export function readMeasure(value: unknown): unknown {
  const text = readLabel(value);
  return typeof text === 'string' && text.includes(',') ? text.replace(/(\d),(\d)/g, '$1.$2') : text;
}
