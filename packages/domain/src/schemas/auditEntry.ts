import * as v from 'valibot';
import { STAFF_ROLES } from '../rules/staffPermissions.ts';
import { exportFormatQuery, sortQuery, type ListSort } from '../rules/staffLists.ts';
import { expected, isoDate, oneOf, requiredText } from './fields.ts';

/** What the audit trail records (issue 23); the kinds the staff's writes add as they are wired in. */
export const AUDIT_KINDS = ['staff', 'impersonation', 'order', 'payment', 'invoice', 'client', 'opening', 'reminder', 'price', 'product', 'import', 'quote', 'nomenclature', 'referencement', 'contact'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Labels of the journal's filter and lines. */
export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  staff: 'Équipe',
  impersonation: 'Connexion en tant que client',
  order: 'Commande',
  payment: 'Paiement',
  invoice: 'Facture',
  client: 'Client',
  opening: 'Ouverture de compte',
  reminder: 'Relance',
  price: 'Prix',
  product: 'Produit',
  import: 'Import',
  quote: 'Devis',
  nomenclature: 'Nomenclature',
  referencement: 'Référencement',
  contact: 'Demande de contact',
};

/**
 * One entry of the append-only audit trail: who (the staff member, and the client whose account they
 * acted in), when, what (kind, record, action) and the values before and after.
 */
export const AuditEntrySchema = v.object({
  id: requiredText,
  at: isoDate,
  staffId: requiredText,
  staffName: requiredText,
  staffRole: oneOf(STAFF_ROLES),
  /** Set when the staff member acted while signed in as this client. */
  clientId: v.optional(requiredText),
  /** That client's company as it was then. */
  clientName: v.optional(requiredText),
  kind: oneOf(AUDIT_KINDS),
  recordId: requiredText,
  /** What staff call the record, read when the journal is: a staff member's name, an invoice's number; absent for other kinds or a record gone. */
  recordLabel: v.optional(requiredText),
  action: requiredText,
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** The staff the trail names, each once under its latest name: the journal's person filter. */
export const AuditPeopleSchema = v.array(v.object({ id: requiredText, name: requiredText }));

/** The journal's columns it sorts by: date, person, kind. */
export const AUDIT_SORT_KEYS = ['at', 'staff', 'kind'] as const;
export type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];
/** The journal opens on the latest entries. */
export const AUDIT_DEFAULT_SORT: ListSort<AuditSortKey> = { key: 'at', direction: 'desc' };

/** What narrows the journal: person, kind, record and period, each optional. */
const auditFilters = {
  staffId: v.optional(requiredText),
  kind: v.optional(oneOf(AUDIT_KINDS)),
  recordId: v.optional(requiredText),
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  sort: sortQuery(AUDIT_SORT_KEYS, AUDIT_DEFAULT_SORT),
};

/** The journal's filters (/admin/journal), all optional, read from the query string. */
export const AuditQuerySchema = v.object({
  ...auditFilters,
  page: v.optional(v.pipe(v.string(expected('a page number')), v.regex(/^[1-9]\d{0,5}$/, expected('a page number')), v.transform(Number)), '1'),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

/** The journal's export (/admin/journal/export): the same filters and sort, every page, as csv or xlsx. */
export const AuditExportQuerySchema = v.object({ ...auditFilters, format: exportFormatQuery });
export type AuditExportQuery = v.InferOutput<typeof AuditExportQuerySchema>;
