// The fixed choices of the client dashboard's forms, apart from the forms' schemas (dashboard.ts): the
// client record's schema reads them, and it is on every page's first load (the signed-in session).

/** Countries offered on the client dashboard; default FR (spec 2 sections 3.2 and 9). */
export const CLIENT_DASHBOARD_COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'DE', 'ES', 'IT'] as const;
export type ClientDashboardCountry = (typeof CLIENT_DASHBOARD_COUNTRIES)[number];

export const CLIENT_DASHBOARD_COUNTRY_LABELS: Readonly<Record<ClientDashboardCountry, string>> = {
  FR: 'France',
  BE: 'Belgique',
  CH: 'Suisse',
  LU: 'Luxembourg',
  DE: 'Allemagne',
  ES: 'Espagne',
  IT: 'Italie',
};

/** Business sectors of the personal information form (spec 2 §2.2). */
export const CLIENT_SECTORS = ['automotive', 'industrial', 'marine', 'telecom', 'energy', 'transport', 'other'] as const;
export type ClientSector = (typeof CLIENT_SECTORS)[number];

export const CLIENT_SECTOR_LABELS: Readonly<Record<ClientSector, string>> = {
  automotive: 'Automobile',
  industrial: 'Industrie',
  marine: 'Marine',
  telecom: 'Télécommunications',
  energy: 'Énergie',
  transport: 'Transport',
  other: 'Autre',
};

export const PAYMENT_TERMS_DAYS = [30, 45, 60, 90] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];

export const INVOICE_FORMATS = ['pdf', 'paper', 'both'] as const;
export const INVOICE_FORMAT_LABELS: Readonly<Record<(typeof INVOICE_FORMATS)[number], string>> = {
  pdf: 'PDF',
  paper: 'Papier',
  both: 'PDF et papier',
};

export const INVOICE_DELIVERIES = ['email', 'mail', 'portal'] as const;
export const INVOICE_DELIVERY_LABELS: Readonly<Record<(typeof INVOICE_DELIVERIES)[number], string>> = {
  email: 'E-mail',
  mail: 'Courrier',
  portal: 'Portail client',
};

export const PREFERENCE_LANGUAGES = ['fr', 'en', 'de', 'es'] as const;
export const PREFERENCE_LANGUAGE_LABELS: Readonly<Record<(typeof PREFERENCE_LANGUAGES)[number], string>> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
};

export const PREFERENCE_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
