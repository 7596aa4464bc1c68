/**
 * OTECH as the seller on every invoice and credit note: the one place its legal identity is kept
 * (issue 24, French commercial code art. R123-237 and CGI art. 242 nonies A). The spec gives the
 * legal form (SAS), the capital (10 000 €) and the city (Aix-en-Provence, whose RCS registers it).
 * SAMPLE DATA: the street, SIREN, SIRET, VAT number and IBAN are invented but valid in form
 * (docs/decisions/070-seller-legal-data.md); replace them with the real ones before going live.
 */
export const SELLER = {
  name: 'OTECH',
  legalForm: 'SAS',
  capital: '10 000 €',
  address: { lines: ['145 rue Émile Zola'], postalCode: '13100', city: 'Aix-en-Provence', countryCode: 'FR' },
  siren: '912345675',
  siret: '91234567500017',
  rcs: 'RCS Aix-en-Provence',
  vatNumber: 'FR65912345675',
  iban: 'FR7630004012340001234567862',
  bic: 'BNPAFRPPXXX',
} as const;

/** The line printed under the seller's name and carried as its legal information (BT-33). */
export const SELLER_LEGAL_LINE = `${SELLER.legalForm} au capital de ${SELLER.capital} – ${SELLER.rcs} ${SELLER.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`;
