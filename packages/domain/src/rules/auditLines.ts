import type { AuditEntry } from '../schemas/auditEntry.ts';

const shown = (value: unknown): string => (value === undefined || value === null ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * What changed, as the journal shows it: each field whose value differs, "champ : avant → après"
 * (issue 23's "statut En attente → Confirmée"); an addition or an event without values says nothing more.
 */
export function auditChangeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const { before, after } = entry;
  if (before === null || after === null || typeof before !== 'object' || typeof after !== 'object') return '';
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => shown(was[key]) !== shown(now[key]))
    .map((key) => `${key} ${shown(was[key])} → ${shown(now[key])}`)
    .join(', ');
}
