import * as v from 'valibot';
import { amount, count, isoDate, oneOf, recordId, requiredText, text } from './fields.ts';
import { FacturePaiementSchema, FACTURE_STATUSES } from './facture.ts';

/** Reminder levels, gentlest first: a third reminder is the formal notice, and any later one stays at that level. */
export const REMINDER_LEVELS = [1, 2, 3] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];

/** A payment reminder sent for an overdue invoice: which invoice, when, at which level. */
export const ReminderSchema = v.object({
  id: requiredText,
  factureId: requiredText,
  clientId: recordId,
  level: v.picklist(REMINDER_LEVELS),
  date_relance: isoDate,
});
export type Reminder = v.InferOutput<typeof ReminderSchema>;

/** An overdue invoice as /admin/relances lists it: what is still due, how late, and the reminders sent. */
export const OverdueInvoiceSchema = v.object({
  id: requiredText,
  numero_facture: requiredText,
  statut: oneOf(FACTURE_STATUSES),
  client_id: recordId,
  client_nom: text,
  date_facture: isoDate,
  date_echeance: isoDate,
  montant_ttc: amount,
  paiements: v.array(FacturePaiementSchema),
  reste_du: amount,
  jours_retard: count,
  relances: v.array(ReminderSchema),
  prochain_niveau: v.picklist(REMINDER_LEVELS),
});
export type OverdueInvoice = v.InferOutput<typeof OverdueInvoiceSchema>;

/** Body of POST /admin/relances. */
export const SendReminderSchema = v.object({ factureId: requiredText });
