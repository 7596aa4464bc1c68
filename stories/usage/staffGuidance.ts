import type { Usage } from './usage.ts';

// Usage guidance of the staff's record screens (issue 23), in the shape of guidance.ts.

export const clientRecordFormUsage: Usage = {
  purpose: 'The **ClientRecordForm** is the client’s record as staff write it: identity, company with its SIRET and VAT number, addresses, family (which sets the price list), representative and notes; it also deactivates the client.',
  whenToUse: ['At /admin/clients/nouveau (with the sign-in name) and on the client’s page, /admin/clients/{id}.'],
  whenToUseSomethingElse: ['Payment terms, credit limit and price list: **ClientTermsForm**, beside it.', 'What the customer changes about themselves: the dashboard’s profile form.'],
  do: ['Offer only the active Commercial staff as "Représentant".', 'Name a taken SIRET or e-mail beside its field, as the API answers it.', 'Leave `onSave` out for a role without « clients.edit »: the record is read, disabled, with no submit (story ReadOnly).'],
  dont: ['Deactivate without the confirmation: the client’s sessions end at once.', 'Re-check a rule in the screen: the domain’s schema decides.'],
  content: ['Field labels are the administration’s French; a blank field clears the value.'],
  accessibility: ['Each group of fields is a fieldset with its legend.', 'The deactivation question is an alert dialog, its Cancel button focused first.'],
};

export const recordTimelineUsage: Usage = {
  purpose: 'The **RecordTimeline** is a record’s history from the audit trail: who changed what, when, and from which value to which.',
  whenToUse: ['Under an order, a client, a quote or a product in the administration, fed by its `/timeline` route.'],
  whenToUseSomethingElse: ['Every entry, filtered by person, kind and period: **AdminJournalPage** (/admin/journal).'],
  do: ['Show the newest change first, a page at a time.', 'Name the client when the staff member acted signed in as them.'],
  dont: ['Offer to change or delete a line: the trail is append-only.'],
  content: ['"12/01/2027 à 14:32 — Marie Leroy (Commercial) : statut En attente → Confirmée": statuses by their French labels.'],
  accessibility: ['The lines are an ordered list named "Historique".'],
};
