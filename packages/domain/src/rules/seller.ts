import * as v from 'valibot';
import { BIC_PATTERN, hasValidIbanChecksum, normalizeIban } from '../forms/iban.ts';
import { compactCompanyId, frenchVatNumber, isValidSiret, sirenOfSiret } from './companyIds.ts';

/**
 * OTECH as the seller on every invoice and credit note (issue 24, French commercial code art.
 * R123-237 and CGI art. 242 nonies A): name, legal form, capital, address, SIREN, SIRET, RCS, VAT
 * number and bank details. A document carries the seller as it was when it was issued.
 */
export interface Seller {
  name: string;
  legalForm: string;
  capital: string;
  address: { lines: string[]; postalCode: string; city: string; countryCode: string };
  siren: string;
  siret: string;
  rcs: string;
  vatNumber: string;
  iban: string;
  bic: string;
}

/**
 * SAMPLE DATA, for the demo only: the spec gives the legal form (SAS), the capital (10 000 €) and
 * the city (Aix-en-Provence, whose RCS registers it); the street, SIREN, SIRET, VAT number and IBAN
 * are invented but valid in form. A real shop sets its own (decision 130): the API refuses to start
 * outside the demo without them.
 */
export const SELLER: Seller = {
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
};

/** The line printed under the seller's name and carried as its legal information (BT-33). */
export const sellerLegalLine = (seller: Seller): string =>
  `${seller.legalForm} au capital de ${seller.capital} – ${seller.rcs} ${seller.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`;

export const SELLER_LEGAL_LINE = sellerLegalLine(SELLER);

const line = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('is empty'), v.maxLength(max, `at most ${max} characters`));

/**
 * The seller's settings as an operator writes them (environment variables, decision 130), in
 * English for the start-up log: the SIREN and the VAT number follow from the SIRET.
 */
export const SellerSettingsSchema = v.object({
  name: v.optional(line(100), SELLER.name),
  legalForm: v.optional(line(40), SELLER.legalForm),
  capital: v.optional(line(40), SELLER.capital),
  rcs: v.optional(line(80), SELLER.rcs),
  street: line(140),
  postalCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'is not a 5-digit French postal code')),
  city: line(80),
  siret: v.pipe(v.string(), v.transform(compactCompanyId), v.check(isValidSiret, 'is not a SIRET: 14 digits with their Luhn key')),
  iban: v.pipe(v.string(), v.transform(normalizeIban), v.maxLength(34, 'at most 34 characters'), v.check(hasValidIbanChecksum, 'is not an IBAN: its ISO 13616 key fails')),
  bic: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(BIC_PATTERN, 'is not a BIC: 8 or 11 letters and digits')),
});
export type SellerSettings = v.InferInput<typeof SellerSettingsSchema>;

/** The seller of checked settings. */
export function sellerOf(settings: v.InferOutput<typeof SellerSettingsSchema>): Seller {
  const siren = sirenOfSiret(settings.siret);
  return {
    name: settings.name,
    legalForm: settings.legalForm,
    capital: settings.capital,
    address: { lines: [settings.street], postalCode: settings.postalCode, city: settings.city, countryCode: 'FR' },
    siren,
    siret: settings.siret,
    rcs: settings.rcs,
    vatNumber: frenchVatNumber(siren),
    iban: settings.iban,
    bic: settings.bic,
  };
}
