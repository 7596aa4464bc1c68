import type { Usage } from './usage.ts';

// Usage guidance of the public frame and pages (stories/storefront), in the shape of usage.ts. Spec 1
// is the storefront's specification (§2 its screens, §4 the maintenance pop-up); spec 2 §2.6 and §2.7
// hold the terms of sale and the privacy policy.

/** The legal pages share their shape. */
const LEGAL_PAGE: Pick<Usage, 'whenToUseSomethingElse' | 'do' | 'dont' | 'accessibility'> = {
  whenToUseSomethingElse: ['Any other legal text: a new page on **LegalDocument**.'],
  do: ['Keep the numbered sections and the table of contents.', 'Change the text in the specification first: the page is the legal text, to the letter.'],
  dont: ['Shorten or rephrase a clause for the layout.'],
  accessibility: ['The table of contents is a navigation named "Sommaire" whose links jump to each section\'s heading.', 'Sections are headings of level 2, in order.'],
};

export const pageLayoutUsage: Usage = {
  purpose: 'The **PageLayout** is the frame of every public page: the fixed header, the main content, the footer and the cookie banner (spec 1 §2, *Shared page frame*).',
  whenToUse: ['Around every storefront page, the catalogue and the legal pages.'],
  whenToUseSomethingElse: ['The administration: **AdminLayout**.', 'The account\'s dashboards bring their own header: **AccountDashboard**.'],
  do: ['Put the page\'s content only in `children`: header, footer and banner are the frame\'s.'],
  dont: ['Add a second header or footer inside a page.'],
  content: ['The page\'s own `h1` comes first in its content.'],
  accessibility: ['Header, `main` and footer landmarks; the header being fixed, the content starts below it.'],
};

export const siteHeaderUsage: Usage = {
  purpose: 'The **SiteHeader** is the public header: the logo, the main navigation (Accueil, Catalogue, Contact), the cart and the account. Below 768 px the navigation hides behind a menu button.',
  whenToUse: ['Only inside **PageLayout**.'],
  whenToUseSomethingElse: ['The administration\'s bar: **AdminToolbar**.'],
  do: ['Mark the current page\'s link.', 'Pass the cart\'s count: the cart link reads "Panier, 3 articles" ("Panier, aucun article" when empty).'],
  dont: ['Add links to the main navigation: it is the specification\'s three.'],
  content: ['Links are single French nouns.'],
  accessibility: ['A navigation named "Navigation principale"; the menu button is named "Menu" and says whether it is open; "Mon compte" names the account link.'],
};

export const siteFooterUsage: Usage = {
  purpose: 'The **SiteFooter** ends every public page: product, service and legal links, contact details, social links and copyright.',
  whenToUse: ['Only inside **PageLayout**.'],
  whenToUseSomethingElse: ['A call to contact on the home page: **CallToAction**.'],
  do: ['Keep the three legal links: Conditions générales de vente, Mentions légales, Politique de confidentialité.'],
  dont: ['Put marketing text in the footer.'],
  content: ['Telephone and e-mail as the company gives them.'],
  accessibility: ['Links that open a new tab say so ("Facebook (nouvel onglet)"); the contact block is named "Contact".'],
};

export const logoUsage: Usage = {
  purpose: 'The **Logo** is the shop\'s word mark: a battery glyph and the company name, which is also its accessible text.',
  whenToUse: ['In the header, the footer and the sign-in pages.'],
  whenToUseSomethingElse: ['An icon inside content: the icons of **Icons**.'],
  do: ['Link it to the home page in the header.'],
  dont: ['Recolour or stretch it.'],
  content: ['The company name, as written.'],
  accessibility: ['The glyph is hidden from screen readers; the name is the text read.'],
};

export const routeLinkUsage: Usage = {
  purpose: 'A **RouteLink** is a real `<a href>` (right-click, new tab and crawlers work) whose plain click or Enter goes through the app\'s router; modified clicks keep the browser\'s behaviour.',
  whenToUse: ['For every link to another page of the shop.'],
  whenToUseSomethingElse: ['A link that looks like a button: **LinkButton**.', 'An action on the page: **Button**.'],
  do: ['Write the link text so that it makes sense alone.'],
  dont: ['Use a button with a click handler to navigate.'],
  content: ['"Voir le catalogue", not "cliquez ici".'],
  accessibility: ['A native link: Tab reaches it, Enter follows it.'],
};

export const cookieBannerUsage: Usage = {
  purpose: 'The **CookieBanner** asks for cookie consent: accept all, refuse all but the necessary ones, and the privacy policy in a new tab. When to show it (2 s after load, no consent or an expired one) is the domain\'s rule (spec 1 §2, *Shared page frame*).',
  whenToUse: ['Only through **PageLayout**.'],
  whenToUseSomethingElse: ['A notice about the shop: **ConstructionBanner** or **MaintenancePopup**.'],
  do: ['Give refusing the same weight as accepting.'],
  dont: ['Block the page behind the banner.'],
  content: ['Title "Respect de votre vie privée"; the sentence is the specification\'s.'],
  accessibility: ['A region named by its title; both buttons reachable with Tab; the policy link says it opens a new tab.'],
};

export const homePageUsage: Usage = {
  purpose: 'The **HomePage** is the home page\'s content, its sections in the specification\'s order: hero, categories, advantages, call to action (spec 1 §2, *Home page*).',
  whenToUse: ['At /, inside **PageLayout**.'],
  whenToUseSomethingElse: ['A product list: **CataloguePage**.'],
  do: ['Keep the order of the sections.'],
  dont: ['Add a carousel: the hero holds still.'],
  content: ['Every text is the specification\'s; the reference count comes from the catalogue.'],
  accessibility: ['One `h1` in the hero; each section titled by a heading of level 2.'],
};

export const homeHeroUsage: Usage = {
  purpose: 'The **HomeHero** is the home page\'s hero: logo and tagline, and the notice that online ordering is not yet open, with the telephone and e-mail ways to order (spec 1 §1, §2).',
  whenToUse: ['At the top of **HomePage** only.'],
  whenToUseSomethingElse: ['A page title elsewhere: a heading in the page.'],
  do: ['Keep the telephone and e-mail as links.'],
  dont: ['Hide the notice on a phone.'],
  content: ['The tagline and notice are the specification\'s.'],
  accessibility: ['The hero holds the page\'s `h1`; the telephone is a `tel:` link and the e-mail a `mailto:` link.'],
};

export const categoryCardsUsage: Usage = {
  purpose: 'The **CategoryCards** are "Nos catégories de produits" of the home page: each category\'s icon, title, description and product count, as a list of cards (not links).',
  whenToUse: ['On **HomePage**.'],
  whenToUseSomethingElse: ['Filtering inside the catalogue: the category select of **CatalogueToolbar**.'],
  do: ['Give each card the count of its products.'],
  dont: ['Make a card look clickable: the cards inform, the hero\'s button leads to the catalogue.'],
  content: ['Counts as whole numbers ("128 produits").'],
  accessibility: ['A list under the heading "Nos catégories de produits"; each card\'s title is a heading of level 3.'],
};

export const advantagesSectionUsage: Usage = {
  purpose: 'The **AdvantagesSection** states the shop\'s claims: the number of references, same-day shipping, certified products, technical support (spec 1 §1).',
  whenToUse: ['On **HomePage**.'],
  whenToUseSomethingElse: ['Product facts: **ProductDetail**.'],
  do: ['Read the reference count from the catalogue.'],
  dont: ['Add a claim the shop cannot keep.'],
  content: ['"+ de 1 200 références", with the narrow space of French thousands.'],
  accessibility: ['Icons are hidden; the section has its heading, each claim a heading of level 3 with its text.'],
};

export const callToActionUsage: Usage = {
  purpose: 'The **CallToAction** closes the home page: "Besoin d\'un devis personnalisé ?" and a button to the contact page (spec 1 §2).',
  whenToUse: ['Last on **HomePage**.'],
  whenToUseSomethingElse: ['Asking for a quote from the cart: the cart\'s "Demander un devis".'],
  do: ['Lead to /contact.'],
  dont: ['Put a second call to action beside it.'],
  content: ['"Nous contacter"; the promise of an answer within 24 h.'],
  accessibility: ['A section named by its heading; the button is a link.'],
};

export const constructionBannerUsage: Usage = {
  purpose: 'The **ConstructionBanner** is the home page\'s info line: the site is still under construction this week (spec 1 §2, *Home page*).',
  whenToUse: ['On **HomePage**, while the specification asks for it.'],
  whenToUseSomethingElse: ['A closed shop today: **MaintenancePopup**.'],
  do: ['Keep it one line on a desktop.'],
  dont: ['Make it dismissable or animated.'],
  content: ['The specification\'s sentence, ending "Merci de votre compréhension."'],
  accessibility: ['Plain text: no alert, it is not urgent.'],
};

export const maintenancePopupUsage: Usage = {
  purpose: 'The **MaintenancePopup** is the home page\'s maintenance pop-up, a native modal dialog shown on the days the domain\'s rule says the shop is closed; closed by the X, the backdrop, Escape or "J\'ai compris" (spec 1 §2, §4).',
  whenToUse: ['On **HomePage** only, once a day.'],
  whenToUseSomethingElse: ['A confirmation of an action: **ConfirmDialog**.', 'A lasting notice: **ConstructionBanner**.'],
  do: ['Give the telephone and e-mail to order meanwhile.'],
  dont: ['Show it again the same day once closed.'],
  content: ['The specification\'s texts (§4).'],
  accessibility: ['A modal `<dialog>`: the page behind is inert; the X is named "Fermer".'],
};

export const maintenanceNoticeUsage: Usage = {
  purpose: 'The **MaintenanceNotice** is the maintenance pop-up as the home page shows it: it opens with the page and, once closed, gives the focus to the page so Tab goes on into its content.',
  whenToUse: ['On **HomePage**, in place of a bare **MaintenancePopup**.'],
  whenToUseSomethingElse: ['The pop-up alone, in a page that had focus: **MaintenancePopup**.'],
  do: ['Let the app decide whether it opens (the domain\'s rule).'],
  dont: ['Open it on other pages.'],
  content: ['As **MaintenancePopup**.'],
  accessibility: ['After closing, the focus is on the page, never lost on `<body>`.'],
};

export const routeErrorPageUsage: Usage = {
  purpose: 'The **RouteErrorPage** replaces a page that failed to render or load: the rest of the site works, so the visitor can try again or go home.',
  whenToUse: ['As the error boundary of every route.'],
  whenToUseSomethingElse: ['A list that failed to load inside a page: the error state of **AsyncContent**.'],
  do: ['Offer "Réessayer" and the way home.'],
  dont: ['Show the technical error to the visitor.'],
  content: ['"Une erreur est survenue", then "Cette page n\'a pas pu s\'afficher. Réessayez, ou revenez à l\'accueil."'],
  accessibility: ['The title is the page\'s `h1`; "Réessayer" is the first button.'],
};

export const legalDocumentUsage: Usage = {
  purpose: 'The **LegalDocument** is the shape of a legal page: a title, a table of contents and numbered sections.',
  whenToUse: ['For the terms of sale, the privacy policy and the legal notice.'],
  content: ['Section titles are numbered ("1. Éditeur du site", "Article 3 – Prix").'],
  ...LEGAL_PAGE,
  whenToUseSomethingElse: ['A page of help or marketing: a plain page in **PageLayout**.'],
};

export const termsOfSalePageUsage: Usage = {
  purpose: 'The **TermsOfSalePage** is the terms of sale in 12 articles (spec 2 §2.6).',
  whenToUse: ['At /conditions-generales, linked from the footer, the order form and the invoices.'],
  content: ['"Article N – Titre", with the en dash.'],
  ...LEGAL_PAGE,
};

export const privacyPolicyPageUsage: Usage = {
  purpose: 'The **PrivacyPolicyPage** is the privacy policy in 10 sections (spec 2 §2.7).',
  whenToUse: ['At /politique-confidentialite, linked from the footer and the cookie banner.'],
  content: ['"N. Titre" for each section.'],
  ...LEGAL_PAGE,
};

export const legalNoticePageUsage: Usage = {
  purpose: 'The **LegalNoticePage** is "Mentions légales": what French law (LCEN art. 6) requires of a company\'s site: publisher, publication director, host, contact. Registration numbers and host come from the company\'s data, marked there as sample data.',
  whenToUse: ['At /mentions-legales, linked from the footer.'],
  content: ['Six numbered sections, from "1. Éditeur du site" to "6. Données personnelles et cookies".'],
  ...LEGAL_PAGE,
};
