import type { Usage } from './usage.ts';

// Usage guidance of the staff list's controls (issues 23 and 27), in the shape of guidance.ts. Each is
// used on its own only inside AdminListPage; these say what a page built on it may rely on.

export const listSearchFieldUsage: Usage = {
  purpose: 'A **ListSearchField** is the search of a staff list: it asks the server as typing stops (300 ms), and at once on Enter or "Rechercher".',
  whenToUse: ['The search of **ListFilters**, `filters.search` of an **AdminListPage**: clients, orders, invoices, the journal.', 'Any staff list searched on the server, every word in any order.'],
  whenToUseSomethingElse: ['The catalogue search of the storefront: **SearchBar**.', 'A search that opens one record from the dashboard: **ClientSearchPanel**.'],
  do: ['Give it the text the list answers (`value`, from the URL): it never sends that text again.', 'Set `maxLength` to what the API accepts, so a long paste is cut where the server would refuse it.'],
  dont: ['Search only on Enter.', 'Filter the rows in the browser with what was typed.'],
  content: ['The label says what is searched ("Rechercher un client"); the placeholder gives the kinds of text ("Nom, email, entreprise, SIRET ou pseudo").'],
  accessibility: ['The field is a `searchbox` named by its label; "Rechercher" is a button after it, reached with Tab.'],
};

export const dateRangeFilterUsage: Usage = {
  purpose: 'A **DateRangeFilter** is the "Du … Au …" period of a staff list with dates; either end may stay open, both days are included.',
  whenToUse: ['The period of **ListFilters**, `filters.period` of an **AdminListPage**, where the rows have a date (orders, invoices, clients, the journal).'],
  whenToUseSomethingElse: ['One day (a payment, a delivery): a date **TextField**.', 'The accountant\'s export of a period: **InvoicesExportForm**.'],
  do: ['Name the date it filters in the legend ("Date de facture", "Création du compte").', 'Keep both days in the URL as `YYYY-MM-DD`.'],
  dont: ['Guess a missing end: an empty "Au" means up to today and beyond.'],
  content: ['"Du" and "Au", the legend in sentence case.'],
  accessibility: ['A `fieldset` whose legend names the period: "Du" and "Au" are read with it.'],
};

export const exportButtonsUsage: Usage = {
  purpose: '**ExportButtons** download what a staff list shows, with its filters and sort and every page, as CSV or XLSX.',
  whenToUse: ['The `onExport` of an **AdminListPage**: the API streams the file, named after the list and the Paris day.'],
  whenToUseSomethingElse: ['A document of one record (an invoice\'s PDF): its own button on the row.', 'The accounting export of a period: **InvoicesExportForm**.'],
  do: ['Pass `exporting` while the file comes: both buttons wait, the one pressed says "Export en cours...".'],
  dont: ['Export only the page on screen.', 'Build the file in the browser.'],
  content: ['"Exporter en CSV" and "Exporter en XLSX": the format in capitals, as the file\'s extension.'],
  accessibility: ['Two buttons with their icon hidden from screen readers; a failure is said by a snackbar.'],
};

export const bulkActionBarUsage: Usage = {
  purpose: 'A **BulkActionBar** appears once a row is checked: how many are selected, the actions on all of them, and "Tout désélectionner".',
  whenToUse: ['The `selection` of an **AdminListPage** whose issue names a bulk action (change status, send the next reminder, change the price list).'],
  whenToUseSomethingElse: ['An action on one record: a button on its row or its page.'],
  do: ['Report per record what was done and what was refused once the action ran.', 'Disable an action the role may not take, or while it runs.'],
  dont: ['Run a consequential bulk action without a confirmation.', 'Keep the selection across filters silently.'],
  content: ['"1 sélectionnée", "12 sélectionnées"; actions are verbs ("Envoyer la relance suivante").'],
  accessibility: ['A region named "Actions sur la sélection"; the count is announced politely as it changes.'],
};

export const bulkChoiceDialogUsage: Usage = {
  purpose: 'A **BulkChoiceDialog** asks before a consequential bulk action: the choice it needs (a status, a price list, a representative), then the question naming how many records it changes.',
  whenToUse: ['The `dialog` of a list page\'s `bulk`: change the status of orders, send the next reminders, move clients to a list or a representative.'],
  whenToUseSomethingElse: ['A download (delivery notes, invoice PDFs): no question, it changes nothing.', 'One record\'s confirmation: **ConfirmDialog**.'],
  do: ['Name the count and the choice in the question ("Passer 3 commandes au statut « Annulée » ?").', 'Keep the confirm button waiting until the choice is made.'],
  dont: ['Send anything before the confirm button.', 'Label the confirm button "OK": repeat the action.'],
  content: ['The title and the confirm button are the action\'s words ("Changer le statut"); the choice\'s label is a noun ("Nouveau statut").'],
  accessibility: ['An `alertdialog` named by its title; "Annuler" has the focus first, so Enter alone changes nothing.'],
};

export const bulkResultPanelUsage: Usage = {
  purpose: 'A **BulkResultPanel** says what a bulk action did to each selected record: done, or refused with its reason.',
  whenToUse: ['The `result` of a list page\'s `bulk`, once an action ran, until "Fermer".'],
  whenToUseSomethingElse: ['One record\'s success: a snackbar.', 'A failure of the whole request (network, permission): a snackbar with the server\'s message.'],
  do: ['List every record asked for, in the order checked, with the list\'s own label (number, company).', 'Give the refusal\'s reason in the server\'s words.'],
  dont: ['Count only: the member must see which record was refused and why.'],
  content: ['"Fait" or "Refusé", the record, then what was done ("Passée à « Confirmée »") or why not ("Déjà « Confirmée »"); the summary "3 faites, 1 refusée".'],
  accessibility: ['A region named "Résultat : …"; the summary is a status, read as the panel appears; "Fait" and "Refusé" are words, not only colours.'],
};

export const listBulkUsage: Usage = {
  purpose: '**ListBulk** is a staff list\'s bulk actions from one `bulk` prop (`ListBulkProps`): `listSelection` turns it into the list\'s checkboxes and action bar (**BulkActionBar**: the count, the role\'s actions, "Tout désélectionner"), and **ListBulkFeedback** shows above the table the question before a consequential action (**BulkChoiceDialog**) while it is asked, then what the action did (**BulkResultPanel**) until closed.',
  whenToUse: ['On a list page that takes `bulk` (orders, invoices, clients): pass the same `bulk` to `listSelection` for **AdminListPage** and to **ListBulkFeedback**.'],
  whenToUseSomethingElse: ['A list without bulk actions: leave `bulk` out, nothing shows.', 'One record\'s action: its own button and **ConfirmDialog**.'],
  do: ['Show the dialog only while the question is asked, and the result only until "Fermer".', 'Give the result every record asked for, done or refused with its reason.'],
  dont: ['Show both at once: the result replaces the question once the action ran.', 'Keep a selection across a change of filter, sort or page (the shop clears it).', 'Offer an action the member\'s role may not take: leave it out of `actions`.'],
  content: ['The question names the count and the choice ("Passer 3 commandes au statut « Annulée » ?"); the result says "Fait" or "Refusé" per record and "3 faites, 1 refusée".'],
  accessibility: ['Each row\'s checkbox is named after the record ("Sélectionner CMD-2026-00004"); the action bar is a region "Actions sur la sélection" whose count is read as it changes.', 'The question is an `alertdialog` whose "Annuler" has the focus first; the result\'s summary is a status, read as it appears.'],
};

export const listFiltersUsage: Usage = {
  purpose: '**ListFilters** is the filter block of a staff list: its search on typing, its own selects, and its "Du … Au …" period, each bound to one field of the list\'s filter.',
  whenToUse: ['The `filters` of an **AdminListPage**: every staff list passes its filter, `onFilterChange`, which field the search sets and what its dates are.'],
  whenToUseSomethingElse: ['A list that is not paged on the server (the e-mails sent): its own status **Select**.'],
  do: ['Pass the filter as the URL holds it: the search shows the text the list answers, the period its days.', 'Give the list\'s selects as children: they sit between the search and the period, wrapping with them.'],
  dont: ['Write the search box or the two date fields again on a page.', 'Squeeze the period into a select\'s width: its days need room for a full date and the picker.'],
  content: ['The period\'s legend names the date ("Date de commande", "Création du compte").'],
  accessibility: ['Inside the page\'s `search` landmark; the period is a `fieldset` with its legend.'],
};
