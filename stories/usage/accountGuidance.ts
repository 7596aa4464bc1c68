import type { Usage } from './usage.ts';

// Usage guidance of the customer's areas (stories/account), in the shape of usage.ts. Spec 2 is the
// customer areas' specification: §2.2 the client dashboard (/client-dashboard), §2.3 the seven-tab
// account dashboard (/dashboard), §2.4 the user dashboard, §8 its messages.

/** What every paged list of the dashboards keeps. */
const PAGED_LIST_ACCESSIBILITY = [
  'A table named by its title on a wide screen, one card a row on a phone: each value keeps its column\'s name.',
  'The paginator follows the list; its page size select reads "Par page".',
];

export const accountDashboardUsage: Usage = {
  purpose: 'The **AccountDashboard** is /dashboard: its header (bell, catalogue, account menu), the welcome line, then the seven tabs of the account (spec 2 §2.3).',
  whenToUse: ['As the frame of a signed-in customer\'s account; each tab is a component of its own.'],
  whenToUseSomethingElse: ['The client dashboard of spec 2 §2.2 (personal, banking, quotes, invoices, settings): **ClientDashboardPage**.', 'The catalogue with its cart: **UserDashboardPage**.'],
  do: ['Keep the tabs in the specification\'s order, "Vue d\'ensemble" first.', 'Show "Chargement de vos données..." until the account is read.'],
  dont: ['Add a tab: each is a place in the URL customers come back to.'],
  content: ['Tab names are the specification\'s, in sentence case.'],
  accessibility: ['The tabs are a `tablist`: arrows move between tabs, Tab goes into the panel.', 'A tab row wider than the screen fades on the side that hides tabs.'],
};

export const accountWelcomeUsage: Usage = {
  purpose: 'The **AccountWelcome** is the heading of a customer dashboard: its title, "Bienvenue" with the customer\'s name and, when known, since when they are a member.',
  whenToUse: ['At the top of **AccountDashboard**, **ClientDashboardPage** and **UserDashboardPage**.'],
  whenToUseSomethingElse: ['A section title inside a page: **Card**\'s `title`.'],
  do: ['Use the name the customer gave; leave the member-since line out when the date is unknown.'],
  dont: ['Greet with the e-mail address.'],
  content: ['"Bienvenue, Prénom"; then "Client depuis janvier 2025" (month and year in words).'],
  accessibility: ['The title is the page\'s `h1`; the welcome line is a paragraph under it.'],
};

export const accountOverviewUsage: Usage = {
  purpose: 'The **AccountOverview** is the "Vue d\'ensemble" tab: the figures of the account, the recent orders, notifications and favourites, each leading to its tab (spec 2 §2.3, tab 0).',
  whenToUse: ['As the first tab of **AccountDashboard**.'],
  whenToUseSomethingElse: ['Every order: **AccountOrdersTable**.', 'Every favourite: **FavouritesTable**.'],
  do: ['Give each block its empty state ("Aucune commande récente", "Aucun favori ajouté").', 'Link "Voir tout" to the tab, named by what it lists.'],
  dont: ['Repeat the full lists here: three or four items, then "Voir tout".'],
  content: ['"Total dépensé" and "Panier moyen" in euros HT; order dates in figures.'],
  accessibility: ['Each block is a card with its heading; "Voir tout" links are named ("Voir tout : notifications").'],
};

export const accountOrdersTableUsage: Usage = {
  purpose: 'The **AccountOrdersTable** is "Mes Commandes": the customer\'s orders, 10 a page by default (5, 10 or 25), with details, tracking and "Recommander" (spec 2 §2.3, tab 1).',
  whenToUse: ['In the orders tab of **AccountDashboard**.'],
  whenToUseSomethingElse: ['One order: **AccountOrderPage**.', 'The staff\'s orders: **OrdersTable**.'],
  do: ['Disable the row\'s buttons while its action runs.'],
  dont: ['Hide the paginator\'s size select when there is one page: it shows once the total exceeds the page.'],
  content: ['"Montant" in euros HT; dates in figures ("12/01/2027"); statuses by their French labels.'],
  accessibility: PAGED_LIST_ACCESSIBILITY,
};

export const accountOrderPageUsage: Usage = {
  purpose: 'The **AccountOrderPage** is /dashboard/orders/{id}: the order\'s statuses, lines, addresses, parcels with their delivery notes and invoices, tracking, and "Recommander".',
  whenToUse: ['From "Détails" of an order.'],
  whenToUseSomethingElse: ['The list of orders: **AccountOrdersTable**.'],
  do: ['Show "Commande introuvable" with the way back when the order is not the customer\'s.'],
  dont: ['Show a parcel\'s tracking before it has a number.'],
  content: ['Line prices and totals say HT or TTC; dates in figures.'],
  accessibility: ['Each card is a section with its heading ("Résumé", "Adresse de livraison", "Suivi du colis").'],
};

export const pagedTableUsage: Usage = {
  purpose: 'The **PagedTable** is a paged list of the dashboards (orders, invoices): a table that turns into one card a row on a phone, and the paginator (5, 10, 25) once the total exceeds the page (spec 2 §2.3, §9).',
  whenToUse: ['To build a paged list of the customer\'s own records.'],
  whenToUseSomethingElse: ['A staff list: **AdminTable** or **AdminListPage**.'],
  do: ['Give it a loading text and an empty title.'],
  dont: ['Page in the browser: the server pages.'],
  content: ['Column names are short nouns; amounts say HT or TTC.'],
  accessibility: PAGED_LIST_ACCESSIBILITY,
};

export const invoicesTableUsage: Usage = {
  purpose: 'The **InvoicesTable** is the invoices tab: the customer\'s invoices, paged, with what is left to pay, partial payments, the credit notes of each invoice and their PDFs (spec 2 §2.3, tab 2).',
  whenToUse: ['In the invoices tab of **AccountDashboard**.'],
  whenToUseSomethingElse: ['The client dashboard\'s invoices: **ClientInvoicesPanel**.', 'Staff: **AdminInvoicesPage**.'],
  do: ['Show each credit note under its invoice, with its own PDF.'],
  dont: ['Offer a PDF for a draft.'],
  content: ['Amounts TTC; a credit note reads "Avoir AV-… du 12/01/2027 : −120,00 €".'],
  accessibility: [...PAGED_LIST_ACCESSIBILITY, 'Each PDF button names its invoice.'],
};

export const invoicePdfButtonUsage: Usage = {
  purpose: 'The **InvoicePdfButton** downloads one invoice\'s PDF; its name says which invoice, and it waits while the file comes.',
  whenToUse: ['In any row or card that shows an invoice or a credit note.'],
  whenToUseSomethingElse: ['Exporting a list: **ExportButtons**.'],
  do: ['Pass the invoice number: it names the button.'],
  dont: ['Open the PDF in the same tab.'],
  content: ['The visible label may be short ("PDF"); the accessible name adds the invoice ("PDF de la facture FA-…"); "Téléchargement..." while the file comes.'],
  accessibility: ['Disabled and announced while the file comes.'],
};

export const loyaltyPanelUsage: Usage = {
  purpose: 'The **LoyaltyPanel** is "Avantages": the customer\'s level, points, benefits and the rewards to redeem (spec 2 §2.3, tab 3).',
  whenToUse: ['In the loyalty tab of **AccountDashboard**.'],
  whenToUseSomethingElse: ['Only the progress: **LoyaltyProgress**.'],
  do: ['Disable a reward the points do not cover (the domain\'s `canRedeemReward`), and every reward while one is redeemed.'],
  dont: ['Hide rewards out of reach: show what they cost.'],
  content: ['Points as whole numbers; benefits in the specification\'s words.'],
  accessibility: ['Each reward\'s button names the reward.'],
};

export const loyaltyProgressUsage: Usage = {
  purpose: 'The **LoyaltyProgress** is the bar to the next loyalty level with "N points pour le niveau suivant" (spec 2 §2.3, tabs 0 and 3).',
  whenToUse: ['In the overview and loyalty tabs.'],
  whenToUseSomethingElse: ['A wait: **Spinner**; a file\'s upload: the browser\'s own progress.'],
  do: ['Say the points left in words beside the bar.'],
  dont: ['Use it for anything but points.'],
  content: ['"250 points pour le niveau suivant".'],
  accessibility: ['A `progressbar` named "Progression vers le niveau suivant" with its value.'],
};

export const favouritesTableUsage: Usage = {
  purpose: 'The **FavouritesTable** is "Favoris": the products the customer kept, at their price for this customer, added to the cart or removed (spec 2 §2.3, tab 5).',
  whenToUse: ['In the favourites tab of **AccountDashboard**.'],
  whenToUseSomethingElse: ['Saving a product from its card: the heart of **ProductCard**.'],
  do: ['Show the customer\'s price, not the public one.'],
  dont: ['Remove without the row disappearing at once.'],
  content: ['Prices HT; "Ajouté le" and "Dernière commande" in figures.'],
  accessibility: ['A table named "Mes favoris"; each button names its product.'],
};

export const addressBookUsage: Usage = {
  purpose: 'The **AddressBook** is "Livraisons": the saved delivery addresses beside the form to add or edit one (spec 2 §2.3, tab 4).',
  whenToUse: ['In the addresses tab of **AccountDashboard**.'],
  whenToUseSomethingElse: ['Choosing an address while ordering: the order form.'],
  do: ['Mark the default address with "Par défaut".', 'Ask before deleting an address.'],
  dont: ['Delete the default address without choosing another.'],
  content: ['Addresses in the French order: name, street, postal code and city, country.'],
  accessibility: ['The deletion question is an alert dialog; each button names its address.'],
};

export const addressFormUsage: Usage = {
  purpose: 'The **AddressForm** adds or edits a delivery address of "Livraisons" (spec 2 §2.3 tab 4, §5 for its rules).',
  whenToUse: ['Inside **AddressBook**.'],
  whenToUseSomethingElse: ['The company\'s own address: **PersonalInfoForm** or **AccountSettingsForm**.'],
  do: ['Check each field as it is left, every field on submit.'],
  dont: ['Guess the city from the postal code.'],
  content: ['Errors name the field and the rule ("Code postal invalide (5 chiffres)").'],
  accessibility: ['Every field labelled; "Annuler" ends the edit and gives the focus back.'],
};

export const accountSettingsFormUsage: Usage = {
  purpose: 'The **AccountSettingsForm** is the personal information of "Paramètres du Compte": name, company, contact details and address (spec 2 §2.3 tab 6, §3.7, §5).',
  whenToUse: ['In the settings tab of **AccountDashboard**.'],
  whenToUseSomethingElse: ['The client dashboard\'s form: **PersonalInfoForm**.', 'The password: **ChangePasswordForm**.'],
  do: ['Keep the button disabled while saving; confirm with a snackbar.'],
  dont: ['Clear the form on a refusal.'],
  content: ['Labels are the specification\'s ("Pseudo", "Site web", "Mobile").'],
  accessibility: ['A form named "Informations du compte".'],
};

export const notificationSettingsFormUsage: Usage = {
  purpose: 'The **NotificationSettingsForm** sets what the customer is told about, and how (spec 2 §3.7, §5).',
  whenToUse: ['In the settings tab of **AccountDashboard**.'],
  whenToUseSomethingElse: ['The bell\'s notifications themselves: **NotificationBell**.'],
  do: ['Group the checkboxes by what they are about.'],
  dont: ['Save on each click: one "Enregistrer".'],
  content: ['Each choice says what the customer will receive.'],
  accessibility: ['A form named "Notifications"; each checkbox labelled.'],
};

export const accountSecurityUsage: Usage = {
  purpose: 'The **AccountSecurity** is the security area of both dashboards\' settings: password, data export, account deletion (spec 2 §2.2, §2.3 tab 6).',
  whenToUse: ['At the foot of the settings of either dashboard.'],
  whenToUseSomethingElse: ['Each part alone: **ChangePasswordForm**, **DataExportPanel**, **DeleteAccountPanel**.'],
  do: ['Keep the deletion last.'],
  dont: ['Put the deletion beside "Enregistrer".'],
  content: ['Headings say the action.'],
  accessibility: ['Each part has its heading at the level given.'],
};

export const changePasswordFormUsage: Usage = {
  purpose: 'The **ChangePasswordForm** changes the password: the current one, then the new one twice (at least 8 characters).',
  whenToUse: ['In both dashboards\' settings and on /admin/mot-de-passe.'],
  whenToUseSomethingElse: ['A forgotten password: the sign-in page\'s link.'],
  do: ['Say the rule under the field from the start.'],
  dont: ['Show which password was wrong in the server\'s refusal beyond its message.'],
  content: ['"Mot de passe actuel", "Nouveau mot de passe", "Confirmer le nouveau mot de passe".'],
  accessibility: ['A form named "Changer le mot de passe"; each field has its show/hide button.'],
};

export const dataExportPanelUsage: Usage = {
  purpose: 'The **DataExportPanel** is "Exporter mes données": everything the shop holds about the customer, in CSV or JSON (privacy policy, right of access).',
  whenToUse: ['In the security area of the settings.'],
  whenToUseSomethingElse: ['An invoice\'s PDF: **InvoicePdfButton**.'],
  do: ['Say "Export en cours..." while the file is built.'],
  dont: ['Send the export by mail.'],
  content: ['"Télécharger (CSV)", "Télécharger (JSON)".'],
  accessibility: ['Both buttons are disabled and announced while exporting.'],
};

export const deleteAccountPanelUsage: Usage = {
  purpose: 'The **DeleteAccountPanel** is "Supprimer mon compte": the specification\'s confirmation, then the password typed again; invoices are kept ten years.',
  whenToUse: ['Last in the security area.'],
  whenToUseSomethingElse: ['Leaving for a while: signing out.'],
  do: ['Say what is kept (invoices) and what is erased.'],
  dont: ['Delete on one click.'],
  content: ['The question is the specification\'s (spec 2 §2.2).'],
  accessibility: ['The confirmation is an alert dialog named "Confirmer la suppression"; Cancel has the focus.'],
};

export const notificationBellUsage: Usage = {
  purpose: 'The **NotificationBell** is the header\'s bell with the unread count, opening the notifications (spec 2 §2.3).',
  whenToUse: ['In the dashboards\' header.'],
  whenToUseSomethingElse: ['A message about one action: **Snackbar**.'],
  do: ['Show the count only when something is unread.'],
  dont: ['Animate the bell.'],
  content: ['Notification texts are short sentences with their date.'],
  accessibility: ['A menu button named "Notifications, 3 non lues" (or "Notifications" when all are read); arrows move in the list, Escape closes it.'],
};

export const trackingTimelineUsage: Usage = {
  purpose: 'The **TrackingTimeline** is a parcel\'s tracking: carrier, number, status, then its events newest first (spec 2 §3.7).',
  whenToUse: ['On **AccountOrderPage** and in the tracking dialog of the orders tab.'],
  whenToUseSomethingElse: ['A record\'s history for staff: **RecordTimeline**.'],
  do: ['Show the newest event first.'],
  dont: ['Show an empty timeline: say the parcel has not moved yet.'],
  content: ['Events with date and time; places as the carrier gives them.'],
  accessibility: ['A list named "Suivi du colis".'],
};

export const clientDashboardPageUsage: Usage = {
  purpose: 'The **ClientDashboardPage** is "Mon Espace Client" (/client-dashboard): the title, the welcome line with the real name, and five tabs: personal information, banking, quotes, invoices, settings (spec 2 §2.2).',
  whenToUse: ['As the frame of the client dashboard; each tab\'s panel is given by the page.'],
  whenToUseSomethingElse: ['The seven-tab account: **AccountDashboard**.'],
  do: ['Keep the selected tab in the URL.'],
  dont: ['Rename the tabs: they are the specification\'s.'],
  content: ['"Informations Personnelles", "Informations Bancaires", "Mes Devis", "Mes Factures", "Paramètres".'],
  accessibility: ['Arrows move between tabs; on a phone the row scrolls and fades on the side that hides tabs.'],
};

export const personalInfoFormUsage: Usage = {
  purpose: 'The **PersonalInfoForm** is "Informations Personnelles": company, SIRET, VAT number, sector and address (spec 2 §2.2, §3.2, §5).',
  whenToUse: ['In the first tab of **ClientDashboardPage**.'],
  whenToUseSomethingElse: ['The account dashboard\'s form: **AccountSettingsForm**.'],
  do: ['Say the SIRET\'s format under it ("14 chiffres").', 'Offer "Réinitialiser" back to the saved values.'],
  dont: ['Accept a SIRET with letters.'],
  content: ['Errors in the specification\'s words (spec 2 §8).'],
  accessibility: ['A form named "Informations personnelles".'],
};

export const bankingFormUsage: Usage = {
  purpose: 'The **BankingForm** is "Informations Bancaires": IBAN, BIC, bank, billing address and how invoices are sent; the payment terms and credit limit are the shop\'s, shown read-only under "Conditions accordées par OTECH".',
  whenToUse: ['In the banking tab of **ClientDashboardPage**.'],
  whenToUseSomethingElse: ['Staff setting the terms: **ClientTermsForm**.'],
  do: ['Show the saved IBAN masked ("FR76 •••• •••• 0189") under an empty field that keeps it.'],
  dont: ['Let the customer edit the terms.'],
  content: ['The credit limit and the credit in use in euros TTC.'],
  accessibility: ['A form named "Informations bancaires".'],
};

export const preferencesFormUsage: Usage = {
  purpose: 'The **PreferencesForm** is "Paramètres" of the client dashboard: security flag, notifications, language and currency (spec 2 §3.4).',
  whenToUse: ['In the settings tab of **ClientDashboardPage**.'],
  whenToUseSomethingElse: ['The account dashboard\'s notifications: **NotificationSettingsForm**.'],
  do: ['Save with one button; confirm with a snackbar.'],
  dont: ['Change the shop\'s language on save: the shop speaks French.'],
  content: ['"Langue", "Devise".'],
  accessibility: ['A form named "Paramètres".'],
};

export const quoteRequestListUsage: Usage = {
  purpose: 'The **QuoteRequestList** is "Mes Devis": the customer\'s quote requests with their status, the quote\'s thread, and its actions (accept, duplicate, download, cancel) (spec 2 §2.2).',
  whenToUse: ['In the quotes tab of **ClientDashboardPage**.'],
  whenToUseSomethingElse: ['Asking for a quote: the cart\'s "Demander un devis".', 'Staff: **AdminQuoteEditor**.'],
  do: ['Offer "Accepter le devis" only on a quote sent by the shop.', 'Ask before cancelling.'],
  dont: ['Show an estimate without saying it is HT.'],
  content: ['"Montant estimé HT", as on the quote\'s PDF; the creation date with its time ("12/01/2027 à 14:32").'],
  accessibility: ['Each quote is a card with its heading; each button names its quote.'],
};

export const userDashboardPageUsage: Usage = {
  purpose: 'The **UserDashboardPage** is /user-dashboard: a catalogue searched by name and filtered by category, whose cards add to the cart, and the cart panel (a "Panier (n)" bar above the list below 1024 px) (spec 2 §2.4).',
  whenToUse: ['For the signed-in buyer who orders often.'],
  whenToUseSomethingElse: ['The public catalogue: **CataloguePage**.', 'Typing references: **QuickOrderPage**.'],
  do: ['Keep the cart visible while browsing.'],
  dont: ['Leave the page to add to the cart.'],
  content: ['Prices HT, the customer\'s own.'],
  accessibility: ['The search is a region named "Recherche de produits", the list "Catalogue".'],
};
