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

export const listFiltersUsage: Usage = {
  purpose: '**ListFilters** is the filter block of a staff list: its search on typing, its own selects, and its "Du … Au …" period, each bound to one field of the list\'s filter.',
  whenToUse: ['The `filters` of an **AdminListPage**: every staff list passes its filter, `onFilterChange`, which field the search sets and what its dates are.'],
  whenToUseSomethingElse: ['A filter of a page that is not a paged staff list (the sales inbox): **InboxFilters**.'],
  do: ['Pass the filter as the URL holds it: the search shows the text the list answers, the period its days.', 'Give the list\'s selects as children: they sit between the search and the period, wrapping with them.'],
  dont: ['Write the search box or the two date fields again on a page.', 'Squeeze the period into a select\'s width: its days need room for a full date and the picker.'],
  content: ['The period\'s legend names the date ("Date de commande", "Création du compte").'],
  accessibility: ['Inside the page\'s `search` landmark; the period is a `fieldset` with its legend.'],
};
