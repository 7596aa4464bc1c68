import { iconNames } from '@otech/ui';
import type { Usage } from './usage.ts';

// Usage guidance of the building blocks (stories/base) not in guidance.ts, in the shape of usage.ts.

export const asyncContentUsage: Usage = {
  purpose: '**AsyncContent** is the one async-state contract of every list and page: loading, error with "Réessayer", empty, data. A failed load is never shown as an empty list.',
  whenToUse: ['Around anything the shop loads: a list, a panel, a page\'s facts.'],
  whenToUseSomethingElse: ['A staff table: **AdminTable**, which is built on it.', 'A whole page that failed to render: **RouteErrorPage**.'],
  do: ['Give a loading text that names what loads ("Chargement des factures...").', 'Give an empty state that says how to get content.'],
  dont: ['Show zeros or an empty list while loading or after an error.'],
  content: ['Loading texts end with three dots; the error says what failed, then "Réessayer".'],
  accessibility: ['The loading text is announced by the **Spinner**; the error is an alert with its retry button.'],
};

export const badgeUsage: Usage = {
  purpose: 'A **Badge** is a coloured label with its glyph: text plus colour, never colour alone (a product\'s stock, a status).',
  whenToUse: ['For a state the screen chooses itself, with a glyph it knows.'],
  whenToUseSomethingElse: ['A status the domain names (order, invoice, quote): **StatusBadge**.', 'A removable tag or filter: **Chip**.'],
  do: ['Pick the tone by meaning: success, warning, error, info, neutral.'],
  dont: ['Use a badge as a button.'],
  content: ['One or two words ("En stock", "Rupture").'],
  accessibility: ['The text is what is read; the glyph is hidden.'],
};

export const statusBadgeUsage: Usage = {
  purpose: 'A **StatusBadge** shows a status (order, invoice, quote) as text plus colour, its glyph taken from the icon map by the name the domain gives.',
  whenToUse: ['Wherever a record\'s status appears: tables, cards, headers.'],
  whenToUseSomethingElse: ['A state the screen decides: **Badge**.'],
  do: ['Pass the domain\'s display (label, tone, icon) unchanged.'],
  dont: ['Write a status label by hand.'],
  content: ['The domain\'s French labels ("En attente", "Payée").'],
  accessibility: ['Read as its label; an unknown icon name shows the label alone.'],
};

export const chipUsage: Usage = {
  purpose: 'A **Chip** is a short tag (feature, level, filter, default address); removable when given `onRemove`.',
  whenToUse: ['For active filters, product features and short states.'],
  whenToUseSomethingElse: ['A status: **StatusBadge**.', 'A choice to toggle: **Checkbox**.'],
  do: ['Make filter chips removable.'],
  dont: ['Put a sentence in a chip.'],
  content: ['One to three words.'],
  accessibility: ['The remove button is named "Retirer" and the chip\'s label.'],
};

export const emptyStateUsage: Usage = {
  purpose: 'An **EmptyState** says that there is nothing here yet, with an optional icon, a message that says how to get content, and an action.',
  whenToUse: ['An empty cart, list or search result.'],
  whenToUseSomethingElse: ['A failed load: the error of **AsyncContent**.', 'A message about a form: **FormNotice**.'],
  do: ['Say how to get content ("Modifiez la recherche ou le filtre.") and offer the action when there is one.'],
  dont: ['Use it while loading.'],
  content: ['A short title ("Aucune facture trouvée"), then one sentence.'],
  accessibility: ['The title is a heading at `headingLevel` (2 by default): set it to fit the page\'s outline.'],
};

export const iconUsage: Usage = {
  purpose: `An **Icon** draws one of the shop's ${iconNames.length} named glyphs (Lucide), hidden from screen readers unless it stands alone with a \`label\`.`,
  whenToUse: ['Beside a label, to help recognise it.', 'Alone, with a `label`, only where the meaning is plain (a status glyph).'],
  whenToUseSomethingElse: ['A status with its colour: **StatusBadge**.', 'An icon-only action: a **Button** with an `aria-label`.'],
  do: ['Look the name up in **Foundations / Icons**.'],
  dont: ['Give a label to a decorative icon: screen readers would read it twice.'],
  content: ['Labels are French nouns.'],
  accessibility: ['With `label`: an `img` named by it; without: `aria-hidden`.'],
};

export const linkRouterUsage: Usage = {
  purpose: 'The **LinkRouter** binds every ui link to the app\'s router once: plain links (**RouteLink**, **LinkButton**) and react-aria\'s (through **AriaLinkRouter**).',
  whenToUse: ['Once, at the root of the shop.'],
  whenToUseSomethingElse: ['Menus whose items are links: **AriaLinkRouter** around them.'],
  do: ['Give it the router\'s navigate function.'],
  dont: ['Handle clicks on links one by one.'],
  content: ['No visible content.'],
  accessibility: ['Links stay real `<a href>`: new tab, copy link and crawlers work.'],
};

export const ariaLinkRouterUsage: Usage = {
  purpose: 'The **AriaLinkRouter** hands the app\'s router to the react-aria links below it (a menu item with an `href`); only the menus that hold such links load it.',
  whenToUse: ['Around a react-aria menu whose items are links (the account menus).'],
  whenToUseSomethingElse: ['Plain links: **LinkRouter** already covers them.'],
  do: ['Keep it as close to the menu as possible.'],
  dont: ['Put it at the root: react-aria\'s link code would load on every page.'],
  content: ['No visible content.'],
  accessibility: ['Menu items stay links, opened with Enter.'],
};

export const nativeSelectUsage: Usage = {
  purpose: 'A **NativeSelect** is the browser\'s own `<select>`, styled as **Select**: for the public toolbars (sort, category, page size) where a few fixed options need no script and the phone\'s own picker opens.',
  whenToUse: ['Toolbars and filters of lists.'],
  whenToUseSomethingElse: ['Inside a form with validation: **Select**.', 'Two options: **Checkbox** or a radio group.'],
  do: ['Put "Tous" / "Toutes les catégories" first in a filter.'],
  dont: ['Give it dozens of options: use a search.'],
  content: ['A visible label above, options as short nouns.'],
  accessibility: ['A native `<select>` with its label: arrows change it, the phone opens its picker.'],
};

export const paginatorUsage: Usage = {
  purpose: 'The **Paginator** is the first / previous / next / last page buttons, the "a - b sur total" range and, when given, the page size.',
  whenToUse: ['Under any paged list, inside its card.'],
  whenToUseSomethingElse: ['A handful of items: no paging.'],
  do: ['Offer the page sizes the list allows (12 on the catalogue; 5, 10, 25 on the account).'],
  dont: ['Hide it while loading a page: keep the buttons where they are.'],
  content: ['"1 - 10 sur 42"; the size\'s label names what is paged ("Produits par page :").'],
  accessibility: ['A navigation named by `label`; buttons named "Première page", "Page précédente", "Page suivante", "Dernière page", disabled at the ends.'],
};

export const quantityStepperUsage: Usage = {
  purpose: 'A **QuantityStepper** is minus / number / plus, all native: typed text counts once the field is left or Enter is pressed, clamped to min and max.',
  whenToUse: ['A quantity in the cart and its sidebar.'],
  whenToUseSomethingElse: ['The product page\'s quantity and line total: **QuantityForm**.', 'Any other number: a **TextField** with its format.'],
  do: ['Set `max` to the stock.'],
  dont: ['Send a change on each key press.'],
  content: ['Buttons are named "Diminuer la quantité" and "Augmenter la quantité" followed by the field\'s label, so a cart line\'s label must name its product.'],
  accessibility: ['A `spinbutton` with its value and range; up and down arrows change it.'],
};

export const searchFieldUsage: Usage = {
  purpose: 'A **SearchField** is the browser\'s own `<input type="search">`: Enter submits, Escape or the clear button empties it; no script beyond React\'s.',
  whenToUse: ['A search over a list on the page.'],
  whenToUseSomethingElse: ['A staff list searched on the server: **ListSearchField**.', 'A text in a form: **TextField**.'],
  do: ['Say what is searched in the label.'],
  dont: ['Use the placeholder as the label.'],
  content: ['"Rechercher un produit"; the placeholder gives examples.'],
  accessibility: ['A `searchbox` named by its label; the clear button is named "Effacer la recherche".'],
};

export const snackbarUsage: Usage = {
  purpose: 'The **Snackbar** is the region where the shop\'s short messages appear after an action ("Produit ajouté au panier"), rendered once at the root; a message with a button stays until used or closed, the others leave by themselves.',
  whenToUse: ['To confirm an action that succeeded, or say briefly that one failed, without leaving the page.'],
  whenToUseSomethingElse: ['A message about a form: **FormNotice**.', 'A question before acting: **ConfirmDialog**.'],
  do: ['Use the domain\'s messages (text, tone, duration, button), e.g. "Message mis à jour" for 3 s, an error for 5 s.', 'Offer one action at most ("Voir le panier").'],
  dont: ['Put an error the user must act on in a snackbar that disappears.'],
  content: ['One short sentence; the close button reads "Fermer".'],
  accessibility: ['A landmark region reached with F6; timers pause while hovered or focused.'],
};

export const snackbarRegionUsage: Usage = {
  purpose: 'The **SnackbarRegion** is the landmark the queue\'s snackbars appear in; **Snackbar** loads it with the first message.',
  whenToUse: ['Never directly: **Snackbar** renders it.'],
  whenToUseSomethingElse: ['Showing a message: **Snackbar** and its queue.'],
  do: ['Keep one region per page.'],
  dont: ['Render it on first load: its code waits for the first snackbar.'],
  content: ['As **Snackbar**.'],
  accessibility: ['A region named "Notifications", reached with F6.'],
};

export const spinnerUsage: Usage = {
  purpose: 'A **Spinner** is an indeterminate progress indicator announced as a progress bar with its label; it fits in a button.',
  whenToUse: ['A wait of unknown length: a page, a list, a button\'s action.'],
  whenToUseSomethingElse: ['A list\'s whole state: **AsyncContent**.', 'The dashboard\'s wait: **DashboardLoadingBar**.'],
  do: ['Give it a label that names what loads.'],
  dont: ['Show a spinner without a label.'],
  content: ['"Chargement des produits..."'],
  accessibility: ['A `progressbar` named by its label, without a value.'],
};

export const tabsUsage: Usage = {
  purpose: '**Tabs** follow the WAI-ARIA tabs pattern (arrow keys, Home and End move and select, a disabled tab is skipped, one tab stop); only the selected panel is rendered.',
  whenToUse: ['Sections of one page read one at a time (the product\'s information, an account\'s areas).'],
  whenToUseSomethingElse: ['Steps to follow in order: one form.', 'Pages of a list: **Paginator**.'],
  do: ['Keep tab names short; a row wider than the screen scrolls and fades on the hidden side.'],
  dont: ['Put a form\'s required fields in different tabs.'],
  content: ['Nouns in the specification\'s case.'],
  accessibility: ['A `tablist` named by `label`; Tab goes from the selected tab into its panel.'],
};

export const triggerButtonUsage: Usage = {
  purpose: 'A **TriggerButton** looks like **Button** and opens the react-aria menu or file picker around it.',
  whenToUse: ['To open a menu (an account menu, the notifications) or a file picker.'],
  whenToUseSomethingElse: ['Any other action: **Button**.'],
  do: ['Say what opens ("Compte", "Importer un fichier").'],
  dont: ['Use it outside a `MenuTrigger` or `FileTrigger`.'],
  content: ['As **Button**.'],
  accessibility: ['Enter, Space or Down open the menu; the button says whether it is open.'],
};
