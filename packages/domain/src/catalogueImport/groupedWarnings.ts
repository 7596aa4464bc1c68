import type { Warning } from './importReport.ts';
import type { ImportLanguage } from './importReasons.ts';

/** Lines a grouped warning names before "…". */
const LINES_SHOWN = 3;

/**
 * One warning per distinct reason instead of one per row: the same unknown category on 10 rows is
 * read once, with its count and its first lines ("… : 10 lignes (2, 5, 7…)"), at its first line.
 */
export function groupRepeatedWarnings(warnings: readonly Warning[], language: ImportLanguage = 'en'): Warning[] {
  const groups = new Map<string, Warning[]>();
  const order: (Warning | Warning[])[] = [];
  for (const warning of warnings) {
    if (warning.line === undefined) {
      order.push(warning);
      continue;
    }
    const key = JSON.stringify([warning.file, warning.column ?? '', warning.reason]);
    const group = groups.get(key);
    if (group) group.push(warning);
    else {
      const started = [warning];
      groups.set(key, started);
      order.push(started);
    }
  }
  return order.map((entry) => {
    if (!Array.isArray(entry)) return entry;
    const [first] = entry as [Warning, ...Warning[]];
    if (entry.length === 1) return first;
    const lines = entry.slice(0, LINES_SHOWN).map((w) => w.line).join(', ') + (entry.length > LINES_SHOWN ? '…' : '');
    const count = language === 'fr' ? ` : ${entry.length} lignes (${lines})` : `: ${entry.length} lines (${lines})`;
    return { ...first, reason: `${first.reason}${count}` };
  });
}
