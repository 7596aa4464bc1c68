// The shop's own contact details, shown by the page frame, the home page and the contact page.
// They are shop contents (what the company prints on its letterhead), not business rules, so they
// live beside the components that show them; the app may pass other values through the props.
// SAMPLE DATA: the spec gives only the city (Aix-en-Provence), the legal form (SAS) and the share
// capital (10 000 €); the street, phone, e-mails and social addresses are invented placeholders.
export const company = {
  name: 'OTECH',
  legalForm: 'SAS',
  shareCapital: '10 000 €',
  phone: '04 42 00 00 00',
  contactEmail: 'contact@otech.fr',
  orderEmail: 'commandes@otech.fr',
  address: {
    street: '145 rue Émile Zola',
    postalCode: '13100',
    city: 'Aix-en-Provence',
    country: 'France',
  },
  tagline: 'Spécialiste des batteries professionnelles depuis plus de 30 ans',
  social: {
    linkedin: 'https://www.linkedin.com/company/otech',
    facebook: 'https://www.facebook.com/otech',
  },
  // SAMPLE DATA for the legal notice: the spec gives none of these; replace before going live.
  registration: {
    rcs: 'RCS Aix-en-Provence 000 000 000',
    siret: '000 000 000 00000',
    vatNumber: 'FR00 000000000',
  },
  publicationDirector: 'Le président de la société OTECH',
  host: {
    name: 'Hébergeur Exemple SAS',
    address: '1 rue de l’Exemple, 75000 Paris, France',
    phone: '01 00 00 00 00',
  },
} as const;

export type CompanyAddress = {
  street: string;
  postalCode: string;
  city: string;
  country: string;
};

/** A French phone number as a `tel:` target: digits only, national prefix kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
