import type { Usage } from './usage.ts';

// Usage guidance of the administration's screens (stories/admin), in the shape of usage.ts. Written for
// a designer who has not read the specification; where a text comes from it, the section is named
// (spec 3 is the administration's, spec 2 the customer areas', spec 1 the storefront's).

/** What every staff page built on AdminLayout keeps: the toolbar, the title, French texts. */
const STAFF_PAGE_ACCESSIBILITY = [
  'The page title is the one `h1`; each card below it is a named section.',
  'Every action button names its record ("Désactiver Garage Martin"), so a screen reader list of buttons stays clear.',
];

export const adminLayoutUsage: Usage = {
  purpose: 'The **AdminLayout** frames every administration page: the **AdminToolbar** on top, then the page title and its content in the administration\'s width.',
  whenToUse: ['As the outer frame of every page under /admin once signed in.'],
  whenToUseSomethingElse: ['The sign-in page, which has no toolbar: **AdminLoginPage**.', 'A customer page: the storefront\'s **Header** and **Footer**.'],
  do: ['Give each page a short title naming what it lists or edits ("Factures", "Équipe").', 'Pass the toolbar\'s props through unchanged: the menu and inbox counts must be the same on every page.'],
  dont: ['Add a second title or a breadcrumb above the layout\'s title.', 'Put page actions in the toolbar: what the page creates goes in `action`, beside the title; the rest in the page\'s cards.'],
  content: ['Titles are French nouns in sentence case, without a trailing full stop.'],
  accessibility: ['The toolbar is the page\'s `header`, the content a `main` landmark; the title is the page\'s `h1`.'],
};

export const adminToolbarUsage: Usage = {
  purpose: 'The **AdminToolbar** is the administration\'s top bar: the shop\'s name, the links to the inboxes with their counts of things to do, and the account menu with the management pages and "Déconnexion" (spec 3, *Admin dashboard*).',
  whenToUse: ['Only inside **AdminLayout**; it is never placed alone.'],
  whenToUseSomethingElse: ['The customer\'s header: **Header**.', 'A link to a page that is not in the menu: a link inside the page.'],
  do: ['Show an inbox count only when there is something to do; a count over 99 reads "99+".', 'Keep the menu\'s order: the management pages as the specification lists them, then the orders.'],
  dont: ['Add a page to the menu that a staff role cannot open: the menu follows the permissions.', 'Use the toolbar for warnings: a page shows its own **FormNotice**.'],
  content: ['Menu entries are one or two French nouns ("Catalogue", "Factures", "Mon mot de passe").'],
  accessibility: ['The account menu opens with Enter, Space or the Down arrow; arrows move in it, Escape closes it and gives the focus back.', 'Each inbox link reads its count with what it counts ("Devis 3 à traiter", "Messages 2 à lire"); the account menu\'s button is named "Compte administrateur" and the staff member\'s name.'],
};

export const adminRefusedPageUsage: Usage = {
  purpose: 'The **AdminRefusedPage** is what a staff member sees at the address of a page their role may not open (issue 23): the toolbar with their own menu, a French refusal naming their role, and the way back to their first page.',
  whenToUse: ['For an administration page opened by its address (a bookmark, a link sent by a colleague) that the member\'s role does not show in its menu.'],
  whenToUseSomethingElse: ['An action refused by the API on a page the member may open: the page\'s own error or snackbar ("Votre rôle ne permet pas cette action").', 'No session at all: the sign-in page, **AdminLoginPage**.'],
  do: ['Name the role in the refusal, so that the member knows whom to ask.', 'Keep the toolbar: the menu shows what they may do instead.'],
  dont: ['Show the page empty or with its loading errors: every call of it would be refused.', 'Offer an action button to a role that may not use it: it is hidden, not refused after the press.'],
  content: ['Title "Page réservée"; "Votre rôle (Logistique) ne permet pas d\'ouvrir cette page."; link "Retour à mes pages".'],
  accessibility: ['The refusal is an alert, read as the page opens; the way back is a link.', ...STAFF_PAGE_ACCESSIBILITY.slice(0, 1)],
};

export const adminLoginPageUsage: Usage = {
  purpose: 'The **AdminLoginPage** is the staff sign-in: user name and password, the error the server gives, and in the demo the test accounts of each role (spec 3, *Admin login page*).',
  whenToUse: ['At /admin when no staff session is open.'],
  whenToUseSomethingElse: ['A customer\'s sign-in: **LoginForm** on /connexion.', 'Changing one\'s password once signed in: **AdminPasswordPage**.'],
  do: ['Keep the button disabled while the sign-in is sent.', 'Show the server\'s refusal above the form, as it is worded.'],
  dont: ['Say which of the name or the password is wrong: the message is the same for both.', 'Show the test accounts outside the demo.'],
  content: ['The texts are the specification\'s (spec 3, *Admin login page*): "Administration OTECH", "Nom d\'utilisateur", "Mot de passe", "Se connecter" ("Connexion..." while sent), "Connexion sécurisée - Accès restreint".'],
  accessibility: ['Both fields are labelled; Enter in either sends the form.', 'The error is an alert, read as soon as it appears.'],
};

export const adminPasswordPageUsage: Usage = {
  purpose: 'The **AdminPasswordPage** is /admin/mot-de-passe: every staff member changes their own password; their other sessions end.',
  whenToUse: ['From the account menu\'s "Mon mot de passe".'],
  whenToUseSomethingElse: ['A customer\'s password: the dashboard\'s **ChangePasswordForm**.', 'Another staff member\'s access: **AdminTeamPage**.'],
  do: ['Ask for the current password first, then the new one twice.', 'Say once saved that the other sessions were closed.'],
  dont: ['Show the password rules only after a refusal: they are under the field from the start.'],
  content: ['Rules and errors in French, naming the field: "Le mot de passe doit contenir au moins 8 caractères".'],
  accessibility: ['Each password field has its show/hide button named "Afficher le mot de passe".', ...STAFF_PAGE_ACCESSIBILITY.slice(0, 1)],
};

export const adminDashboardPageUsage: Usage = {
  purpose: 'The **AdminDashboardPage** is /admin/dashboard: the four stat cards, the "Module clients" search, the three charts and the recent orders (spec 3, *Admin dashboard*).',
  whenToUse: ['As the staff\'s home page after signing in.'],
  whenToUseSomethingElse: ['A full list of orders or clients, searched and paged: **AdminOrdersPage**, **AdminClientsPage**.'],
  do: ['While the statistics load, show the **DashboardLoadingBar**; on failure, the message and "Réessayer".', 'Keep the charts\' order: orders and revenue, statuses, top products.'],
  dont: ['Show zeros while loading: a zero is a figure, not a wait.'],
  content: ['Counts as whole numbers with a narrow space for thousands ("1 234"); amounts in euros the French way ("1 234,50 €").'],
  accessibility: ['Every chart has its figures as a table behind "Voir les données".', ...STAFF_PAGE_ACCESSIBILITY],
};

export const dashboardLoadingBarUsage: Usage = {
  purpose: 'The **DashboardLoadingBar** is the dashboard\'s wait: an indeterminate progress bar with "Chargement du dashboard..." (spec 3, *Admin dashboard*).',
  whenToUse: ['Only while the dashboard\'s statistics load.'],
  whenToUseSomethingElse: ['Any other wait: **Spinner** with its own text, or the loading state of **AsyncContent**.'],
  do: ['Replace it by the cards as soon as the figures arrive, or by the error and "Réessayer".'],
  dont: ['Show a percentage: the wait has no known length.'],
  content: ['The text is the specification\'s, with its three dots.'],
  accessibility: ['A `progressbar` named by its label; screen readers announce the wait.'],
};

export const dashboardStatCardsUsage: Usage = {
  purpose: 'The **DashboardStatCards** are the dashboard\'s four figures: total orders, revenue, orders waiting and orders delivered.',
  whenToUse: ['At the top of **AdminDashboardPage**.'],
  whenToUseSomethingElse: ['A figure over time: **OrdersRevenueChart**.', 'A figure inside a record: **FactList**.'],
  do: ['Keep the four cards in this order; they wrap two by two on a tablet and stack on a phone.'],
  dont: ['Add a trend arrow or a colour for good or bad: the shop does not compare periods.'],
  content: ['The revenue is the orders\' total before tax as the shop stores it, in euros; the label is the specification\'s "Chiffre d\'affaires" with HT, as every amount says HT or TTC.'],
  accessibility: ['Each card is a label followed by its value, read in that order.'],
};

export const chartFrameUsage: Usage = {
  purpose: 'The **ChartFrame** is the card every chart draws in: title, the svg whose marks take focus and show a tooltip, the legend, and the same figures as a table behind "Voir les données".',
  whenToUse: ['To add a chart to the administration: draw its marks inside and give it the `table` of its figures.'],
  whenToUseSomethingElse: ['A handful of figures: **DashboardStatCards** or a **FactList**.', 'A list to act on: **ColumnTable**.'],
  do: ['Always give the `table`: it is what screen readers and print read.', 'Give the empty text for a period without data ("Aucune commande sur la période").'],
  dont: ['Use colour alone to tell series apart: the legend and the tooltip name them.'],
  content: ['Titles say what and over which period ("Commandes et chiffre d\'affaires (6 derniers mois)").', 'Tooltips give the value with its unit: "12 commandes", "4 560,00 € HT"; revenue is HT.'],
  accessibility: ['The svg is a group named by the title; Tab moves from mark to mark and shows its tooltip, whose text is also the mark\'s accessible name.', 'The data table is a real table with a caption.'],
};

export const ordersRevenueChartUsage: Usage = {
  purpose: 'The **OrdersRevenueChart** draws the orders (bars, left axis) and the revenue in euros (line, right axis) of the last six months (spec 3, *Admin dashboard*, chart a).',
  whenToUse: ['On the dashboard, first of the three charts.'],
  whenToUseSomethingElse: ['The share of each status: **OrderStatusChart**.', 'The best-selling products: **TopProductsChart**.'],
  do: ['Keep six months, the oldest on the left; a month without orders sits on the baseline.'],
  dont: ['Give the two axes the same scale: counts and euros differ by orders of magnitude.'],
  content: ['Months by their French abbreviations, oldest on the left; euros the French way ("4 560,00 €").'],
  accessibility: ['Each bar and point is focusable with its tooltip; the figures are also a table.'],
};

export const orderStatusChartUsage: Usage = {
  purpose: 'The **OrderStatusChart** is a doughnut of the orders by status, each slice with its count and percentage (spec 3, *Admin dashboard*, chart b).',
  whenToUse: ['On the dashboard, second chart.'],
  whenToUseSomethingElse: ['Figures over time: **OrdersRevenueChart**.', 'One order\'s status: **Chip** in the table.'],
  do: ['Name the statuses by their French labels, as the order tables show them.'],
  dont: ['Add more than the order statuses the shop has: a slice must match a filter of the orders page.'],
  content: ['Tooltips: "En attente : 12 (30 %)".'],
  accessibility: ['Each slice is focusable with its tooltip; the table repeats the figures.'],
};

export const topProductsChartUsage: Usage = {
  purpose: 'The **TopProductsChart** shows the five products sold in the largest quantities as horizontal bars, names cut at 20 characters (spec 3, *Admin dashboard*, chart c).',
  whenToUse: ['On the dashboard, third chart.'],
  whenToUseSomethingElse: ['The sales of one product over time: not in the shop yet; an export of the orders.'],
  do: ['Keep the full name in the tooltip and the table when the label is cut.'],
  dont: ['Sort by revenue: the chart ranks by quantity.'],
  content: ['Quantities as whole numbers ("48 unités").'],
  accessibility: ['Each bar is focusable; its tooltip carries the full name.'],
};

export const recentOrdersTableUsage: Usage = {
  purpose: 'The **RecentOrdersTable** is the dashboard\'s "Commandes Récentes": the latest orders with their customer, date, amount and statuses.',
  whenToUse: ['At the foot of the dashboard.'],
  whenToUseSomethingElse: ['Every order, searched and paged: **AdminOrdersPage**.'],
  do: ['Link each order to its page; say "Aucune commande" when there is none.'],
  dont: ['Add filters: this is a glance, the orders page filters.'],
  content: ['The title is the specification\'s, "Commandes Récentes"; amounts TTC in euros.'],
  accessibility: ['A table named "Commandes Récentes"; each link names its order.'],
};

export const clientSearchPanelUsage: Usage = {
  purpose: 'The **ClientSearchPanel** is the dashboard\'s collapsible "Module clients": a search that runs 300 ms after typing stops and shows each client found as a **ClientCard**, paged (spec 3, *Admin dashboard* and §5).',
  whenToUse: ['On the dashboard, to find one client fast and act as them.'],
  whenToUseSomethingElse: ['The full list with filters and export: **AdminClientsPage**.'],
  do: ['Keep the text typed when the results page changes.', 'Show the error with "Réessayer" when the search fails.'],
  dont: ['Search on every key press: wait for the pause.'],
  content: ['The placeholder lists what is searched: name, e-mail, company, SIRET or nickname.'],
  accessibility: ['The panel is a region named "Module clients"; its header is a button that opens and closes it (`aria-expanded`).', 'The results are followed by their paginator, "Pages des clients trouvés".'],
};

export const clientCardUsage: Usage = {
  purpose: 'A **ClientCard** is one client found by "Module clients", with every field the specification lists, "Détails" and "Ouvrir le compte" (act as the client).',
  whenToUse: ['Inside **ClientSearchPanel**.'],
  whenToUseSomethingElse: ['A client row in a list: **AdminClientsPage**\'s table.', 'The client\'s own page: **AdminClientDetail**.'],
  do: ['Disable "Ouvrir le compte" while the session is being opened.'],
  dont: ['Hide empty fields: show "—" so every card has the same lines.'],
  content: ['Fields labelled as the specification names them (spec 3, *Admin dashboard*); an empty field reads "—".'],
  accessibility: ['The client\'s name is the card\'s heading; both buttons name the client.'],
};

export const factListUsage: Usage = {
  purpose: 'A **FactList** shows the labelled facts of a record (a client card, an order\'s summary) as a description list.',
  whenToUse: ['For read-only label/value pairs inside a card.'],
  whenToUseSomethingElse: ['Values to edit: a form with **TextField**s.', 'Several records with the same fields: **ColumnTable**.'],
  do: ['Keep labels short and values formatted by the domain (euros with HT or TTC, dates).'],
  dont: ['Put actions inside a value.'],
  content: ['Labels are nouns without a colon: the layout adds the separation.'],
  accessibility: ['A `dl`: screen readers read each label with its value.'],
};

export const impersonationBarUsage: Usage = {
  purpose: 'The **ImpersonationBar** stays on top of every customer page while a staff member acts as a client, with "Retour Admin" to go back (spec 3, *Impersonation return*).',
  whenToUse: ['On every customer page during a staff session opened with "Ouvrir le compte".'],
  whenToUseSomethingElse: ['A message about the shop: **MaintenancePopup** or a **FormNotice**.'],
  do: ['Name the client acted for.', 'Disable "Retour Admin" while the session is being closed.'],
  dont: ['Let it scroll away or be dismissed: staff must always know they act for someone else.'],
  content: ['"Connexion en tant que Prénom Nom"; the button says "Retour Admin".'],
  accessibility: ['A region named "Session administrateur", first in the page\'s reading order.'],
};

export const adminTableUsage: Usage = {
  purpose: 'The **AdminTable** is a staff list\'s table with the loading, error-with-retry and empty states, in a card with its title, summary and paginator.',
  whenToUse: ['For a list fed by an async state that has no search or filters of its own.'],
  whenToUseSomethingElse: ['A list searched, filtered, sorted and exported: **AdminListPage**.', 'A table of rows already there (a record\'s lines): **ColumnTable**.'],
  do: ['Give the loading text ("Chargement des clients...") and an empty state that says how to get rows.'],
  dont: ['Show an empty table while loading or after an error.'],
  content: ['The card\'s title counts the rows; amount columns say HT or TTC in their header.'],
  accessibility: ['The table is named by `label`; the paginator follows it in the reading order.'],
};

export const columnTableUsage: Usage = {
  purpose: 'The **ColumnTable** is the administration\'s table: header cells, one row a record, optional sorting by column and row checkboxes for bulk actions; on a narrow screen each row stacks as labelled lines.',
  whenToUse: ['Any list of records in the administration, inside a card.'],
  whenToUseSomethingElse: ['With loading and empty states: **AdminTable**.', 'Read-only facts of one record: **FactList**.'],
  do: ['Right-align amounts, keep dates and numbers on one line (`nowrap`).', 'Offer sorting only on the columns the server sorts.'],
  dont: ['Put more than one button per row without naming the record in each label.'],
  content: ['Headers are short nouns; an amount header says HT or TTC ("Montant TTC").'],
  accessibility: ['A real table with its roles kept when stacked; a sortable header is a button that reads its direction (`aria-sort`).', 'Row checkboxes are named by the record; "Tout sélectionner" checks the page.'],
};

export const accountStateChipUsage: Usage = {
  purpose: 'The **AccountStateChip** names a client account\'s one state, « Actif », « Inactif », « Bloqué » or « En attente », as the domain\'s `clientAccountState` decides it from the account\'s flags.',
  whenToUse: ['Wherever staff see a client account: the clients list, the client\'s page.'],
  whenToUseSomethingElse: ['An order\'s or an invoice\'s status: **StatusBadge**.', 'Any other label: **Chip**.'],
  do: ['Pass the account\'s flags as stored: an absent `actif` is active.'],
  dont: ['Decide the state from the flags beside it: the rule is the domain\'s, once.'],
  content: ['One word, in French, as the list\'s « Compte » filter names it.'],
  accessibility: ['The state is written, never told by its colour alone.'],
};

export const adminClientsPageUsage: Usage = {
  purpose: 'The **AdminClientsPage** is /admin/clients: every client account, searched, filtered by state and creation date, sorted and paged by the server, activated or blocked here and exported; each leads to its page.',
  whenToUse: ['To manage client accounts in bulk.'],
  whenToUseSomethingElse: ['One client\'s record: **AdminClientDetail**.', 'A quick look-up from the dashboard: **ClientSearchPanel**.', 'New accounts to validate: **AdminOpeningsPage**.'],
  do: ['Show each account\'s one state with **AccountStateChip**.', 'Name the company in each row\'s buttons.', 'Give « Nouveau client » (`canCreateClient`) only to the roles the permission table lets create one.', 'Pass `onToggle` only to a role with « clients.edit »: without it the list is read-only (story ReadOnly).'],
  dont: ['Block or deactivate without the row showing the new state right after.', 'Offer « Activer » on a registration awaiting validation: /admin/ouvertures validates it (decision 221).'],
  content: ['"Total des achats HT" and every amount say HT or TTC; "Créé le" is a date in figures ("12/01/2027").'],
  accessibility: [...STAFF_PAGE_ACCESSIBILITY, 'Search, filters, table and paginator come in that order with Tab.'],
};

export const adminClientDetailUsage: Usage = {
  purpose: 'The **AdminClientDetail** is /admin/clients/{id}: the client\'s record form, terms of trade, orders and invoices, its history, the invitation and the deletion (anonymised, invoices kept).',
  whenToUse: ['From a client row or card, to read and change one client.'],
  whenToUseSomethingElse: ['Acting as the client on the shop: "Ouvrir le compte" of **ClientCard**.'],
  do: ['Ask for confirmation before deleting, saying that the invoices are kept.', 'Show the invitation\'s link when no mail can be sent.'],
  dont: ['Remove invoices with the account: they are legal records.'],
  content: ['Order and invoice amounts say HT or TTC; dates in figures, day first ("12/01/2027"), as every dense table shows them.'],
  accessibility: ['The deletion question is an alert dialog whose Cancel button has the focus.', ...STAFF_PAGE_ACCESSIBILITY],
};

export const clientInvoicesTableUsage: Usage = {
  purpose: 'The **ClientInvoicesTable** lists one client\'s invoices for staff: number, date, due date, amount TTC and status.',
  whenToUse: ['On the client\'s page in the administration.'],
  whenToUseSomethingElse: ['Every invoice with payments and credit notes: **AdminInvoicesPage**.', 'The customer\'s own list: **InvoicesList**.'],
  do: ['Keep the numbers as issued ("FA-2027-00012").'],
  dont: ['Offer editing: an issued invoice is corrected by a credit note.'],
  content: ['"Montant TTC"; statuses by their French labels.'],
  accessibility: ['A table named "Factures du client".'],
};

export const clientTermsFormUsage: Usage = {
  purpose: 'The **ClientTermsForm** sets a client\'s "Conditions commerciales": payment terms (30, 45, 60 or 90 days), credit limit in euros and price list. Only staff set them; the customer sees them read-only.',
  whenToUse: ['On the client\'s page, beside the record form.'],
  whenToUseSomethingElse: ['Prices agreed product by product: **ContractPricesEditor**.', 'The lists themselves: **PriceListEditor**.'],
  do: ['Show the credit in use beside the limit.', 'Confirm once saved with a notice.', 'Leave `onSave` out for a role without « prices.edit »: the terms are read, disabled, with no submit (story ReadOnly).'],
  dont: ['Offer other payment terms than the four the shop knows.'],
  content: ['"Encours autorisé (€)" is an amount TTC in euros, typed the French way ("5 000,00").'],
  accessibility: ['A form named "Conditions commerciales"; errors read with their field.'],
};

export const adminOpeningsPageUsage: Usage = {
  purpose: 'The **AdminOpeningsPage** is /admin/ouvertures: the new registrations to validate (the account can then sign in) or refuse.',
  whenToUse: ['To decide on the accounts created on the storefront.'],
  whenToUseSomethingElse: ['An account already open: **AdminClientsPage**.'],
  do: ['Ask for confirmation before refusing; disable the row\'s buttons while it is decided.'],
  dont: ['Remove a row before the server has answered.'],
  content: ['"Inscrit le" is a date in figures ("12/01/2027"); "Valider" and "Refuser" name the company.'],
  accessibility: ['The refusal question is an alert dialog.', ...STAFF_PAGE_ACCESSIBILITY],
};

export const adminOrdersPageUsage: Usage = {
  purpose: 'The **AdminOrdersPage** is /admin/orders: every order, searched, filtered by its three statuses (order, payment, shipping) and date, sorted and paged by the server, exported.',
  whenToUse: ['To find and follow orders.'],
  whenToUseSomethingElse: ['One order: **AdminOrderDetail**.', 'Shipping only: **AdminDeliveriesPage**.'],
  do: ['Keep the filters in the URL so a list can be shared.'],
  dont: ['Mix the three statuses in one filter.'],
  content: ['Amounts TTC; statuses by their French labels as chips.'],
  accessibility: STAFF_PAGE_ACCESSIBILITY,
};

export const ordersTableUsage: Usage = {
  purpose: 'The **OrdersTable** is the administration\'s order table: number, customer, date, amount, status chips, shipping if asked, and the link to the order.',
  whenToUse: ['Wherever the administration lists orders without a search (a client\'s page).'],
  whenToUseSomethingElse: ['The searched, paged list: **AdminOrdersPage**.', 'The customer\'s orders: **OrdersList**.'],
  do: ['Add the shipping column (`withShipping`) where shipping is what staff follow.'],
  dont: ['Show an order without its number: it is how customers and staff refer to it.'],
  content: ['Amounts with HT or TTC; dates in figures, day first ("12/01/2027"), as every dense table shows them.'],
  accessibility: ['A table named by `label` ("Commandes"); each link names its order.'],
};

export const adminOrderDetailUsage: Usage = {
  purpose: 'The **AdminOrderDetail** is /admin/orders/{id}: lines, addresses, delivery, the parcels sent and the next one, and the form of the three statuses, carrier and tracking number; an order held on credit is validated here.',
  whenToUse: ['From any order row.'],
  whenToUseSomethingElse: ['Only carrier and tracking from the deliveries list: **DeliveryDialog**.'],
  do: ['Show what is left to ship before the parcel form.', 'Name a refused field beside it.'],
  dont: ['Let staff ship more than was ordered: the form stops at what is left.'],
  content: ['Line prices HT, totals HT and TTC, as the invoice will show them.'],
  accessibility: ['Each card is a named section; the parcel form is named "Expédier un colis".'],
};

export const adminDeliveriesPageUsage: Usage = {
  purpose: 'The **AdminDeliveriesPage** is /admin/livraisons: the deliveries to follow by shipping status, with carrier, tracking number and dates.',
  whenToUse: ['For the staff who ship.'],
  whenToUseSomethingElse: ['The whole order: **AdminOrderDetail**.'],
  do: ['Open **DeliveryDialog** from the row to change a delivery.'],
  dont: ['Date a delivery by hand: "Livrée" dates it on the server.'],
  content: ['"Prévue le …" or "Livrée le …", dates in figures, day first ("12/01/2027"), as every dense table shows them; carriers by their names.'],
  accessibility: STAFF_PAGE_ACCESSIBILITY,
};

export const deliveryDialogUsage: Usage = {
  purpose: 'The **DeliveryDialog** sets one order\'s shipping status, carrier and tracking number; "Livrée" dates the delivery on the server.',
  whenToUse: ['From a row of **AdminDeliveriesPage**.'],
  whenToUseSomethingElse: ['Parcels with their lines: the shipping card of **AdminOrderDetail**.'],
  do: ['Title it with the order\'s number.'],
  dont: ['Close it before the save is answered.'],
  content: ['Labels: "Statut de livraison", "Transporteur", "Numéro de suivi".'],
  accessibility: ['A modal dialog: the focus goes in, Escape closes it, the focus returns to the row\'s button.'],
};

export const adminInvoicesPageUsage: Usage = {
  purpose: 'The **AdminInvoicesPage** is /admin/factures: every invoice, paged, searched, filtered and sorted by the server, with what is paid and due, payments, credit notes, sending, the PDF and the accountant\'s export.',
  whenToUse: ['To follow what clients owe and act on an invoice.'],
  whenToUseSomethingElse: ['Overdue invoices and reminders: **AdminRemindersPage**.', 'One client\'s invoices: **ClientInvoicesTable**.'],
  do: ['Offer "Avoir" only on an issued invoice (numbered, not draft, not cancelled).'],
  dont: ['Let an invoice be edited once issued.'],
  content: ['"Montant TTC", "Reste dû" in euros TTC; dates in figures, day first ("12/01/2027"), as every dense table shows them.'],
  accessibility: STAFF_PAGE_ACCESSIBILITY,
};

export const recordPaymentDialogUsage: Usage = {
  purpose: 'The **RecordPaymentDialog** records a payment on one invoice: amount (at most what is due), date and mode.',
  whenToUse: ['From an invoice row of **AdminInvoicesPage**.'],
  whenToUseSomethingElse: ['Cancelling part of an invoice: **CreditNoteDialog**.'],
  do: ['Fill the amount with what is due; refuse more, naming the limit.'],
  dont: ['Record a payment dated in the future.'],
  content: ['"Montant (€ TTC)"; the date typed or picked as a day.'],
  accessibility: ['A dialog named "Enregistrer un paiement"; errors read with their field.'],
};

export const invoicesExportFormUsage: Usage = {
  purpose: 'The **InvoicesExportForm** is "Export comptable" of /admin/factures: the invoices and credit notes of a period, in the accountant\'s format.',
  whenToUse: ['Once a month or a quarter, for the accountant.'],
  whenToUseSomethingElse: ['The list as shown on screen: **ExportButtons** of the list.'],
  do: ['Start with the last whole month.'],
  dont: ['Allow an end before the start.'],
  content: ['"Du", "Au", "Format"; both days included.'],
  accessibility: ['A form named "Export comptable"; the button says what it downloads.'],
};

export const adminRemindersPageUsage: Usage = {
  purpose: 'The **AdminRemindersPage** is /admin/relances on **AdminListPage**: the overdue invoices with their days late and what is due, the reminders sent and the next one, and each reminder\'s letter; searched on typing, filtered by due day, sorted and paged by the server, exported as CSV or XLSX, with what the whole list has to recover.',
  whenToUse: ['To chase late payments.'],
  whenToUseSomethingElse: ['Every invoice: **AdminInvoicesPage**.'],
  do: ['Disable a row\'s button while its reminder is sent.'],
  dont: ['Send a reminder without saying which level it is.'],
  content: ['"Reste dû TTC"; "Retard" in days ("12 jours"); the sum "… TTC à recouvrer" is the whole filtered list\'s, not the page\'s.'],
  accessibility: STAFF_PAGE_ACCESSIBILITY,
};

export const adminMessagesPageUsage: Usage = {
  purpose: 'The **AdminMessagesPage** is /admin/messages: the storefront\'s contact requests, newest first, filtered by status and marked as read or answered by staff.',
  whenToUse: ['To answer what customers sent through the contact form.'],
  whenToUseSomethingElse: ['Quote requests: **AdminQuoteRequestsPage**.'],
  do: ['Show the sender and the subject on one row, the message below.'],
  dont: ['Reply from here: staff answer by e-mail.'],
  content: ['"Reçu le" with the date and time.'],
  accessibility: ['The status select of each row names the message\'s sender.', ...STAFF_PAGE_ACCESSIBILITY],
};

export const adminQuoteRequestsPageUsage: Usage = {
  purpose: 'The **AdminQuoteRequestsPage** is /admin/devis: every quote request, newest first, searched, filtered by status and paged by the server.',
  whenToUse: ['To see the quotes to answer; each leads to the quote editor.'],
  whenToUseSomethingElse: ['Answering one quote: **AdminQuoteEditor**.'],
  do: ['Show the first two products asked for and how many more.'],
  dont: ['Show an amount before the quote is priced.'],
  content: ['Statuses by their French labels; the request\'s date with its time ("12/01/2027 à 14:32").'],
  accessibility: STAFF_PAGE_ACCESSIBILITY,
};

export const adminOutboxPageUsage: Usage = {
  purpose: 'The **AdminOutboxPage** is /admin/courriels, "Courriels envoyés": every e-mail the shop sent and those that failed.',
  whenToUse: ['To check that a customer got a mail, or see why not.'],
  whenToUseSomethingElse: ['Who did what in the administration: **AdminJournalPage**.'],
  do: ['Show the failure\'s reason on a failed mail.'],
  dont: ['Show the mail\'s body: subject and recipient are enough.'],
  content: ['Date and time of sending; subjects as sent.'],
  accessibility: ['The status filter is named "Filtrer les courriels".'],
};

export const adminJournalPageUsage: Usage = {
  purpose: 'The **AdminJournalPage** is /admin/journal: the audit trail, filtered by who, what, record and period, sorted and paged on the server, exported.',
  whenToUse: ['To find who changed what in the administration.'],
  whenToUseSomethingElse: ['One record\'s history: **RecordTimeline**.'],
  do: ['Start on the newest entries.'],
  dont: ['Offer to change or delete an entry: the trail is append-only.'],
  content: ['Changes as "ancien → nouveau", statuses by their French labels.'],
  accessibility: STAFF_PAGE_ACCESSIBILITY,
};

export const adminTeamPageUsage: Usage = {
  purpose: 'The **AdminTeamPage** is /admin/equipe: the Administrateur adds staff, changes their role, deactivates or reactivates them.',
  whenToUse: ['Only for the Administrateur role.'],
  whenToUseSomethingElse: ['One\'s own password: **AdminPasswordPage**.'],
  do: ['Ask for confirmation before deactivating: the member\'s sessions end.'],
  dont: ['Let the last Administrateur be deactivated or lose the role.'],
  content: ['Roles by their French names: Administrateur, Commercial, Comptabilité, Logistique.'],
  accessibility: ['The role select of each row names the member.', ...STAFF_PAGE_ACCESSIBILITY],
};

export const staffMemberFormUsage: Usage = {
  purpose: 'The **StaffMemberForm** is "Ajouter un membre" of /admin/equipe: name, e-mail (their sign-in), role and a first password.',
  whenToUse: ['On **AdminTeamPage**.'],
  whenToUseSomethingElse: ['Creating a client: **ClientRecordForm**.'],
  do: ['Name a taken e-mail beside its field.'],
  dont: ['Send the first password by mail: staff give it by hand.'],
  content: ['"Premier mot de passe" with its rules under it.'],
  accessibility: ['A form named "Ajouter un membre".'],
};

export const adminCataloguePageUsage: Usage = {
  purpose: 'The **AdminCataloguePage** is /admin/catalogue on **AdminListPage**: the products searched on typing (every word, any order), narrowed to a rayon, sorted by column and paged by the server, exported as CSV or XLSX, each edited in a dialog, and the CSV import.',
  whenToUse: ['To manage products.'],
  whenToUseSomethingElse: ['SEO texts: **AdminReferencementPage**.', 'Bills of materials: **AdminNomenclaturesPage**.'],
  do: ['Open the **ProductEditor** in a dialog and close it once saved.'],
  dont: ['Delete products: they are archived.'],
  content: ['Prices HT in euros; stock as whole numbers, typed in its row (StockCountForm) for a role that may set it but not edit products.'],
  accessibility: ['The search landmark is named "Filtrer : Produits", its box "Rechercher un produit".', ...STAFF_PAGE_ACCESSIBILITY],
};

export const stockCountFormUsage: Usage = {
  purpose: "The **StockCountForm** is one product's stock typed and saved in its row of **AdminCataloguePage**: Logistique's count (stock.edit), the only field of a product that role changes (decision 237).",
  whenToUse: ['In the « Stock » cell of the products list, for a role that may set the stock.'],
  whenToUseSomethingElse: ['Every field of a product: **ProductEditor**.', 'Many products at once: **CatalogueImportPanel**.'],
  do: ['Name a wrong count beside the field before anything is sent.', 'Start the field anew from the stored stock once saved.'],
  dont: ['Offer it to a role without stock.edit: show the stock as text.'],
  content: ['A whole number of units, 0 or more; « Enregistrer ».'],
  accessibility: ['The field and its button name the product (« Stock de VP00001 », « Enregistrer le stock de VP00001 »); Enter saves; the error is an alert tied to the field.'],
};

export const productEditorUsage: Usage = {
  purpose: 'The **ProductEditor** creates or edits a product: name, description, rayon, EAN, price, stock, promotion and the technical fields (brand, model, voltage, capacity, technology, weight, warranty, specifications), with its photos and the archive button.',
  whenToUse: ['In the dialog of **AdminCataloguePage**.'],
  whenToUseSomethingElse: ['Many products at once: **CatalogueImportPanel**.'],
  do: ['Name each wrong value beside its field before anything is sent.'],
  dont: ['Ask for a price TTC: the shop stores HT.'],
  content: ['"Prix HT (€)"; technical fields with their units.'],
  accessibility: ['Each group of fields is a fieldset with its legend.'],
};

export const productPhotosUsage: Usage = {
  purpose: 'The **ProductPhotos** show a product\'s front and back photos, each replaced from a file or removed.',
  whenToUse: ['Inside **ProductEditor**.'],
  whenToUseSomethingElse: ['Photos of many products: `otech import images`.'],
  do: ['Show the server\'s refusal (type, size) beside the photo.'],
  dont: ['Accept other types than JPEG, PNG, WebP.'],
  content: ['Views "Face (AV)" and "Dos (AR)"; the button reads "Ajouter" or "Remplacer", and "Envoi..." while the file is sent.'],
  accessibility: ['A fieldset named "Photos"; each button names the view.'],
};

export const catalogueImportPanelUsage: Usage = {
  purpose: 'The **CatalogueImportPanel** is "Importer un fichier CSV" of /admin/catalogue: the file is first read without writing and its report shown; it is applied only when no line is refused.',
  whenToUse: ['To load or update many products from a supplier\'s file.'],
  whenToUseSomethingElse: ['One product: **ProductEditor**.'],
  do: ['Show refused lines by number and column, warnings folded below.'],
  dont: ['Offer to apply while a line is refused: the import is all or nothing.'],
  content: ['"Ligne 12, colonne prix : …" with the reason in French.'],
  accessibility: ['Refused lines are a section named "Lignes refusées".'],
};

export const columnMappingPanelUsage: Usage = {
  purpose: 'The **ColumnMappingPanel** is "Correspondance des colonnes" of the import: each column the catalogue does not know gets a field or is ignored; the mapping loads from and saves to the same JSON file as the CLI.',
  whenToUse: ['With **CatalogueImportPanel** when the file has unknown columns.'],
  whenToUseSomethingElse: ['A file in the catalogue\'s own columns needs no mapping.'],
  do: ['Default to "(ignorée)".'],
  dont: ['Map two columns to the same field.'],
  content: ['Column headers as in the file, fields by their French labels.'],
  accessibility: ['Each select is named by its column\'s header.'],
};

export const adminNomenclaturesPageUsage: Usage = {
  purpose: 'The **AdminNomenclaturesPage** is /admin/nomenclatures: each pack\'s bill of materials with its cost roll-up and margin, edited in a dialog.',
  whenToUse: ['To keep the cost of assembled packs.'],
  whenToUseSomethingElse: ['The product itself: **ProductEditor**.'],
  do: ['Show "—" when a margin cannot be computed.'],
  dont: ['Delete a bill without confirmation.'],
  content: ['Costs HT; margin in percent ("32 %").'],
  accessibility: STAFF_PAGE_ACCESSIBILITY,
};

export const nomenclatureEditorUsage: Usage = {
  purpose: 'The **NomenclatureEditor** edits a pack\'s components and assembly cost; the cost is rolled up again as the fields change, each catalogue part at the catalogue price HT the shop looks up for the references typed (`catalogueParts`, asked through `onReferencesChange`), before saving.',
  whenToUse: ['In the dialog of **AdminNomenclaturesPage**.'],
  whenToUseSomethingElse: ['Prices for clients: **PriceListEditor**.'],
  do: ['Allow a part outside the catalogue with its own name and unit price HT.'],
  dont: ['Save a bill without component.'],
  content: ['"Main d\'œuvre HT par pack", "Prix unitaire HT (hors catalogue)".'],
  accessibility: ['Each line\'s fields name their line number.'],
};

export const adminReferencementPageUsage: Usage = {
  purpose: 'The **AdminReferencementPage** is /admin/referencement: the title, description and slug search engines show for each product and rayon page.',
  whenToUse: ['To improve how the shop appears in search engines.'],
  whenToUseSomethingElse: ['The product\'s own texts: **ProductEditor**.'],
  do: ['Open **ReferencementEditor** from the row.'],
  dont: ['Change a slug without knowing that old links will move.'],
  content: ['Titles and descriptions in French; slugs in lower case with hyphens.'],
  accessibility: STAFF_PAGE_ACCESSIBILITY,
};

export const referencementEditorUsage: Usage = {
  purpose: 'The **ReferencementEditor** edits a page\'s title, description and slug, each with the length search engines show beside it.',
  whenToUse: ['In the dialog of **AdminReferencementPage**.'],
  whenToUseSomethingElse: ['Texts customers read: **ProductEditor**.'],
  do: ['Show the count as the user types.'],
  dont: ['Block a long title: the hint warns, the server caps.'],
  content: ['"Titre", "Description", "Slug".'],
  accessibility: ['Each count is the field\'s description, read with it.'],
};

export const pricePreviewPanelUsage: Usage = {
  purpose: 'The **PricePreviewPanel** is "Prix pour ce client": what a client pays for any product, where the price comes from (list, contract, promotion) and its quantity breaks.',
  whenToUse: ['On the price lists page, to check a rule before telling a client.'],
  whenToUseSomethingElse: ['Changing the rules: **PriceListEditor** or **ContractPricesEditor**.'],
  do: ['Name the rule that set the price.'],
  dont: ['Show a price without HT or TTC.'],
  content: ['Prices HT, as clients are quoted.'],
  accessibility: ['A form named "Prix pour ce client"; the result is a live region.'],
};

export const wholesalerReviewPanelUsage: Usage = {
  purpose: 'The **WholesalerReviewPanel** is the wholesaler clause: each month the shop reviews the Revendeur / Grossiste clients\' average monthly turnover HT over 12 months; staff see who would move and can run it now.',
  whenToUse: ['On the price lists page.'],
  whenToUseSomethingElse: ['Moving one client: **ClientTermsForm**.'],
  do: ['Show the clients that would move before running it.'],
  dont: ['Run it without a confirmation of what moves.'],
  content: ['Turnover HT in euros, the French way.'],
  accessibility: ['The result is a table named "Clients revus".'],
};
