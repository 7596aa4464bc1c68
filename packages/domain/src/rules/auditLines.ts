import type { AuditEntry } from '../schemas/auditEntry.ts';
import { formatDateTime } from '../format/date.ts';
import { AUDIT_FIELD_LABELS, shownAuditValue } from './auditFieldLabels.ts';
import { STAFF_ROLE_LABELS } from './staffPermissions.ts';

// A field left blank is the same as one never set: « transporteur — → » is no change.
const shown = (value: unknown): string => (value === undefined || value === null || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The entry's values with their fields and values named as staff read them (AUDIT_FIELD_LABELS). */
function labelled(values: unknown): unknown {
  if (values === null || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values as Record<string, unknown>).map(([field, value]) => {
      const label = AUDIT_FIELD_LABELS[field];
      return [label?.name ?? field, shownAuditValue(label, value)];
    }),
  );
}

/**
 * What changed, as the journal and the timelines show it: each field whose value differs, in French,
 * "champ : avant → après" (issue 23's "statut En attente → Confirmée"); an addition or an event
 * without values says nothing more.
 */
export function auditChangeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = labelled(entry.before);
  const after = labelled(entry.after);
  if (before === null || after === null || typeof before !== 'object' || typeof after !== 'object') return '';
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => shown(was[key]) !== shown(now[key]))
    .map((key) => `${key} ${shown(was[key])} → ${shown(now[key])}`)
    .join(', ');
}

/**
 * The client a staff member acted for, signed in as them (issue 23: « Marie Leroy (Commercial) pour
 * SARL Dupont »); an entry written before the trail kept the company names the client by number.
 */
export function actingFor(clientId: string, clientName: string | undefined): string {
  return `pour ${clientName ?? `le client N° ${clientId}`}`;
}

/** The record an entry is about as the journal's « Quoi » names it: by what staff read (a name, an invoice number), else by its number. */
export function auditRecordText(entry: Pick<AuditEntry, 'recordId' | 'recordLabel'>): string {
  return entry.recordLabel ?? entry.recordId;
}

/** One line of a record's timeline: "12/01/2027 14:32", "Marie Leroy (Commercial)", "statut En attente → Confirmée". */
export interface TimelineLine {
  id: string;
  at: string;
  who: string;
  /** Set when the staff member acted signed in as the client: "pour SARL Dupont". */
  asClient?: string;
  what: string;
}

/** How a timeline shows an audit entry (issue 23's "12/01/2027 14:32 — Marie Leroy (Commercial) : statut En attente → Confirmée"). */
export function timelineLine(entry: AuditEntry): TimelineLine {
  const change = auditChangeText(entry);
  return {
    id: entry.id,
    at: formatDateTime(entry.at),
    who: `${entry.staffName} (${STAFF_ROLE_LABELS[entry.staffRole]})`,
    ...(entry.clientId === undefined ? {} : { asClient: actingFor(entry.clientId, entry.clientName) }),
    // "statut" changing the status says it once: "statut En attente → Confirmée".
    what: change === '' ? entry.action : change.startsWith(`${entry.action} `) ? change : `${entry.action} : ${change}`,
  };
}

/** Lines per page of a record's timeline. */
export const TIMELINE_PAGE_SIZE = 20;
