import * as v from 'valibot';
import { PRICE_LIST_IDS, PRICE_LIST_NAMES } from '../pricing/priceLists.ts';
import type { PriceListId } from '../pricing/priceLists.ts';
import type { SnackbarMessage } from '../forms/messages.ts';
import { isoDay } from '../format/date.ts';
import type { DateInput } from '../format/date.ts';
import { expected, oneOf, requiredText } from '../schemas/fields.ts';
import { ORDER_STATUSES } from '../schemas/order.ts';
import type { OrderStatus } from '../schemas/order.ts';
import type { ReminderLevel } from '../schemas/reminder.ts';
import type { StaffPermission } from './staffPermissions.ts';
import { ORDER_STATUS_LABELS } from './statuses/orderStatus.ts';

/*
 * Bulk actions of the staff lists (issue 23): several orders, invoices or clients at once, each
 * record done or refused with its own French reason, never one record's refusal undoing another's.
 */

/** Most records one bulk action takes: a page of the lists and then some; a PDF each at most for the downloads. */
export const BULK_MAX_RECORDS = 100;

export const BULK_MESSAGES = {
  noneSelected: 'Sélectionnez au moins un élément',
  tooMany: `Au plus ${BULK_MAX_RECORDS} éléments à la fois`,
  orderNotFound: 'Commande introuvable',
  invoiceNotFound: 'Facture introuvable',
  clientNotFound: 'Client introuvable',
  alreadyStatus: (status: OrderStatus) => `Déjà « ${ORDER_STATUS_LABELS[status]} »`,
  statusDone: (status: OrderStatus) => `Passée à « ${ORDER_STATUS_LABELS[status]} »`,
  noParcel: 'Aucun colis expédié : pas encore de bon de livraison',
  deliveryNotes: (count: number) => (count === 1 ? '1 bon de livraison' : `${count} bons de livraison`),
  invoicePdf: (file: string) => `Fichier ${file}`,
  reminderSent: (levelLabel: string) => `${levelLabel} envoyée`,
  formalNoticeNotInBulk: 'La mise en demeure s’envoie depuis /admin/relances, après confirmation',
  alreadyList: (list: PriceListId) => `Déjà sur la grille « ${PRICE_LIST_NAMES[list]} »`,
  listDone: (list: PriceListId) => `Passé sur la grille « ${PRICE_LIST_NAMES[list]} »`,
  alreadyRepresentative: (name: string) => `${name} est déjà son représentant`,
  representativeDone: (name: string) => `Représentant : ${name}`,
  unknownRepresentative: 'Représentant inconnu : choisissez un membre Commercial actif de l’équipe',
  nothingToDownload: 'Aucun fichier à télécharger : voir le motif de chaque refus',
} as const;

/** A bulk request refused as a whole (network, permission, a wrong choice): the server's French message, or this one. */
export function bulkFailedSnackbar(message?: string): SnackbarMessage {
  return { message: message || 'L’action sur la sélection a échoué', tone: 'error', durationMs: 6000 };
}

/** The ids of the selected records: at least one, at most BULK_MAX_RECORDS, each a line; a repeated id counts once. */
export const BulkIdsSchema = v.pipe(
  v.array(requiredText, expected('a list of ids', 'Liste d’identifiants attendue')),
  v.minLength(1, BULK_MESSAGES.noneSelected),
  v.maxLength(BULK_MAX_RECORDS, BULK_MESSAGES.tooMany),
  v.transform((ids) => [...new Set(ids)]),
);

/** POST /admin/bulk/orders/status: the orders and their new status. */
export const BulkOrderStatusSchema = v.object({ ids: BulkIdsSchema, status: oneOf(ORDER_STATUSES) });
/** The downloads and the reminders: the records only. */
export const BulkRecordsSchema = v.object({ ids: BulkIdsSchema });
/** POST /admin/bulk/clients/price-list. */
export const BulkPriceListSchema = v.object({ ids: BulkIdsSchema, listId: v.picklist(PRICE_LIST_IDS, expected(`one of ${PRICE_LIST_IDS.join(', ')}`, 'Grille tarifaire inconnue')) });
/** POST /admin/bulk/clients/representative: a member of the team, by id. */
export const BulkRepresentativeSchema = v.object({ ids: BulkIdsSchema, representativeId: requiredText });

/** What became of one record: done, or refused with its reason. `label` is what the list shows of it (a number, a company). */
export const BulkOutcomeSchema = v.object({ id: requiredText, label: requiredText, done: v.boolean(), message: requiredText });
export type BulkOutcome = v.InferOutput<typeof BulkOutcomeSchema>;

export const BulkResultSchema = v.object({
  outcomes: v.array(BulkOutcomeSchema),
  done: v.pipe(v.number(), v.integer()),
  refused: v.pipe(v.number(), v.integer()),
});
export type BulkResult = v.InferOutput<typeof BulkResultSchema>;

export const bulkDone = (id: string, label: string, message: string): BulkOutcome => ({ id, label, done: true, message });
export const bulkRefused = (id: string, label: string, message: string): BulkOutcome => ({ id, label, done: false, message });

/** The answer of a bulk action: every record's outcome in the order asked, and the two counts. */
export function bulkResult(outcomes: readonly BulkOutcome[]): BulkResult {
  const doneCount = outcomes.filter((outcome) => outcome.done).length;
  return { outcomes: [...outcomes], done: doneCount, refused: outcomes.length - doneCount };
}

/** The one-line summary under the result panel's title ("3 faites, 1 refusée"). */
export function bulkSummary(result: Pick<BulkResult, 'done' | 'refused'>): string {
  const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
  return `${plural(result.done, 'faite')}, ${plural(result.refused, 'refusée')}`;
}

/**
 * Why an order cannot be moved to that status in bulk, else undefined. Spec 3 §4 lets staff set any
 * status from any other; only an order already there has nothing to do (stock refusals come from the
 * stock rule when the change takes or gives back stock).
 */
export function orderStatusRefusal(current: string, target: OrderStatus): string | undefined {
  return current === target ? BULK_MESSAGES.alreadyStatus(target) : undefined;
}

/** The staff lists with bulk actions. */
export type BulkList = 'orders' | 'invoices' | 'clients';

/** One action of a list's bulk bar: its permission (the routes' own), its button, and whether it asks before acting. */
export interface BulkActionSpec {
  key: string;
  label: string;
  permission: StaffPermission;
  /** Changes or sends something (asked for confirmation); a download does not. */
  consequential: boolean;
}

/** Every bulk action, per list, with the permission its route needs (docs/staff.md). */
const BULK_ACTIONS: Readonly<Record<BulkList, readonly BulkActionSpec[]>> = {
  orders: [
    { key: 'status', label: 'Changer le statut', permission: 'orders.edit', consequential: true },
    { key: 'deliveryNotes', label: 'Bons de livraison (ZIP)', permission: 'orders.view', consequential: false },
  ],
  invoices: [
    { key: 'reminders', label: 'Envoyer la relance suivante', permission: 'reminders.send', consequential: true },
    { key: 'pdfs', label: 'Télécharger les PDF (ZIP)', permission: 'invoices.view', consequential: false },
  ],
  clients: [
    { key: 'priceList', label: 'Changer de grille tarifaire', permission: 'prices.edit', consequential: true },
    { key: 'representative', label: 'Changer de représentant', permission: 'clients.edit', consequential: true },
  ],
};

/** The bulk actions a staff member with those permissions (their session's) may take on a list: the others are not offered. */
export function bulkActionsFor(list: BulkList, permissions: readonly StaffPermission[]): BulkActionSpec[] {
  return BULK_ACTIONS[list].filter((action) => permissions.includes(action.permission));
}

/** The permission of one action, for the route tables: the same table the bar reads. */
export function bulkPermission(list: BulkList, key: string): StaffPermission {
  const action = BULK_ACTIONS[list].find((candidate) => candidate.key === key);
  if (!action) throw new Error(`unknown bulk action ${list}.${key}`);
  return action.permission;
}

/** The question asked before a consequential action on `count` records. */
export function bulkConfirmation(list: BulkList, key: string, count: number, choice?: string): string {
  const records = { orders: 'commande', invoices: 'facture', clients: 'client' }[list];
  const many = `${count} ${records}${count > 1 ? 's' : ''}`;
  switch (`${list}.${key}`) {
    case 'orders.status':
      return `Passer ${many} au statut « ${choice ?? ''} » ?`;
    case 'invoices.reminders':
      return `Envoyer la relance suivante pour ${many} ? Chaque client reçoit un e-mail.`;
    case 'clients.priceList':
      return `Passer ${many} sur la grille « ${choice ?? ''} » ? Leurs prix changent aussitôt.`;
    default:
      return `Donner le représentant ${choice ?? ''} à ${many} ?`;
  }
}

/**
 * Why an invoice's next reminder is not sent in bulk, or undefined when it may be: the formal notice
 * (level 3, with penalties and the recovery fee) asks for its own confirmation on /admin/relances.
 */
export function bulkReminderRefusal(level: ReminderLevel): string | undefined {
  return level === 3 ? BULK_MESSAGES.formalNoticeNotInBulk : undefined;
}

/** The ZIP's file name: the documents and the Paris day, as the list exports are named. */
export function bulkZipName(what: 'bons_de_livraison' | 'factures', madeAt: DateInput): string {
  return `${what}_${isoDay(madeAt)}.zip`;
}
