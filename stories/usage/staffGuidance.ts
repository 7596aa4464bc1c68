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

export const clientAddressGroupUsage: Usage = {
  purpose: 'The **ClientAddressGroup** is one of a client’s two addresses inside **ClientRecordForm**: the billing address, or the delivery address with the name of the company or site that receives the goods, each as its own group named by its legend.',
  whenToUse: ['Twice in the client’s record, billing then delivery, inside the group « Adresses » (spec 3, *Clients*: the record’s address fields, in its order).'],
  whenToUseSomethingElse: ['A customer’s own delivery addresses in their dashboard: **AddressBook** and **AddressForm**.', 'The address an order is shipped to, as it was sent: **PostalAddressCard**.'],
  do: ['Keep the spec’s order: street, two complements, postcode, town, country; the delivery group starts with its « Société ».', 'Leave a delivery address blank when the goods go to the billing address: a blank field is not sent.'],
  dont: ['Merge the two addresses into one group, or label the delivery fields like the billing ones: a screen reader would read two « Ville » fields.', 'Split the street into number and name: the record stores three free lines.'],
  content: ['Labels are the administration’s French: « Adresse », « Complément d’adresse », « Code postal », « Ville », « Pays »; the delivery ones end in « (livraison) ».', 'The country defaults to « France » on a new client.'],
  accessibility: ['Each address is a fieldset named by its legend (« Adresse de facturation », « Adresse de livraison »); Tab goes through its fields in the spec’s order.', 'Each field stops at the length the record accepts, so a long street is never refused after the press.'],
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
