import { foldAccents } from '../rules/foldAccents.ts';
import type { Rayon } from '../schemas/rayon.ts';

function fold(text: string): string {
  return foldAccents(text).trim();
}

/**
 * Finds the rayon a file's category names. In order: the mapping file's `categories`, a rayon code
 * (`vc`; in another case when only one code reads so: `VC` is `vc`, but `vx` and `VX` are two
 * rayons, so `Vx` names neither), a rayon label without case or accents
 * (`Chargeurs`), then each part of a shop's category paths, deepest first: WooCommerce
 * `Batteries > Chargeurs, Promos`, Magento `Default Category/Chargeurs`, Shopify `Electronics > Piles`.
 * Undefined when nothing matches; null when the mapping file leaves the category to decide.
 */
export function categoryResolver(rayons: readonly Rayon[], mapped: Record<string, string | null> = {}) {
  const codes = new Set(rayons.map((r) => r.nom_du_rayon));
  // Any case of a code finds it ("VP" is `vp`: issue 27) unless two codes differ by case alone.
  const byFoldedCode = new Map<string, string | null>();
  for (const { nom_du_rayon: code } of rayons) byFoldedCode.set(fold(code), byFoldedCode.has(fold(code)) ? null : code);
  const byLabel = new Map(rayons.map((r) => [fold(r.libelle), r.nom_du_rayon]));
  const byMapped = new Map(Object.entries(mapped).map(([from, to]) => [fold(from), to]));
  const known = (text: string): string | undefined =>
    codes.has(text.trim()) ? text.trim() : (byFoldedCode.get(fold(text)) ?? byLabel.get(fold(text)));

  const resolve = (value: string): string | null | undefined => {
    const fromMap = byMapped.get(fold(value));
    if (fromMap !== undefined) return fromMap;
    const whole = known(value);
    if (whole !== undefined) return whole;
    for (const path of value.split(/[,|]/)) {
      const parts = path.split(/[>/]/).reverse();
      for (const part of parts) {
        const found = known(part);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  // A file repeats a few categories on thousands of rows: each is folded and looked up once.
  const resolved = new Map<string, string | null | undefined>();
  return (value: string): string | null | undefined => {
    if (!resolved.has(value)) resolved.set(value, resolve(value));
    return resolved.get(value);
  };
}
