import type { BankingInput, BankingValues, PersonalInfoInput, PersonalInfoValues, PreferencesInput, PreferencesValues } from '../forms/dashboard.ts';
import { CLIENT_DASHBOARD_COUNTRIES, CLIENT_DASHBOARD_COUNTRY_LABELS, type ClientDashboardCountry } from '../forms/dashboardChoices.ts';
import { normalizeIban } from '../forms/iban.ts';
import type { Client, ClientBanking, ClientPreferences, PublicClient } from '../schemas/client.ts';
import type { ClientDashboardUser } from '../schemas/clientDashboardUser.ts';
import type { PostalAddress } from '../schemas/postalAddress.ts';

/** The settings of a client who never saved them (spec 2 §3.4 defaults). */
export const DEFAULT_PREFERENCES: ClientPreferences = {
  twoFactorEnabled: false,
  emailNotifications: true,
  marketingNotifications: false,
  language: 'fr',
  currency: 'EUR',
};

/** The banking values of a client who never saved them (spec 2 §3.3 defaults). */
export const DEFAULT_BANKING: ClientBanking = {
  bankName: '',
  paymentTerms: 30,
  sameBillingAddress: true,
  invoiceFormat: 'pdf',
  invoiceDelivery: 'email',
};

/**
 * The stored country (a name, as the seed and the administration write it: "France") as the
 * dashboard's code ("FR"); a code or a name of the list is recognised whatever its case, and
 * any other value is passed on as it is so that the form names it instead of changing it.
 */
export function countryCode(country: string | undefined): string {
  const wanted = (country ?? '').trim().toLowerCase();
  if (wanted === '') return 'FR';
  const code = CLIENT_DASHBOARD_COUNTRIES.find(
    (candidate) => candidate.toLowerCase() === wanted || CLIENT_DASHBOARD_COUNTRY_LABELS[candidate].toLowerCase() === wanted,
  );
  return code ?? (country ?? '').trim();
}

export function countryName(code: ClientDashboardCountry): string {
  return CLIENT_DASHBOARD_COUNTRY_LABELS[code];
}

/**
 * An IBAN as shown once saved: country and check digits, then only the last four characters,
 * so a screen or an export never shows the account number whole (issue 8).
 */
export function maskIban(iban: string | undefined): string {
  const bare = normalizeIban(iban ?? '');
  if (bare === '') return '';
  if (bare.length <= 8) return '•'.repeat(bare.length);
  return `${bare.slice(0, 4)} •••• •••• ${bare.slice(-4)}`;
}

function streetOf(client: Pick<Client, 'adresse_debut' | 'adresse_milieu' | 'adresse_fin'>): string {
  return [client.adresse_debut, client.adresse_milieu, client.adresse_fin].filter(Boolean).join(', ');
}

/**
 * The contact person of a client record (spec 2 §2.2). Records from before the first and last
 * names were kept have only `representant`, which the shop used as the last name: the first
 * name is then empty, never guessed from the company name.
 */
export function contactName(client: Pick<Client, 'prenom' | 'nom' | 'representant'>): { firstName: string; lastName: string } {
  return { firstName: client.prenom ?? '', lastName: client.nom ?? client.representant ?? '' };
}

/** The welcome line's name: first and last name, else the company, else the pseudo. */
export function contactFullName(user: { firstName?: string | undefined; lastName?: string | undefined; companyName?: string | undefined; pseudo?: string | undefined }): string {
  const name = [user.firstName, user.lastName].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
  return name || (user.companyName ?? '').trim() || (user.pseudo ?? '');
}

/** The user dashboard's welcome (spec 2 §2.4): first and last name, then the company in brackets when both are known. */
export function nameWithCompany(user: Parameters<typeof contactFullName>[0]): string {
  const name = contactFullName({ ...user, companyName: undefined });
  const company = (user.companyName ?? '').trim();
  if (name && company && name !== user.pseudo) return `${name} (${company})`;
  return contactFullName(user);
}

/** Spec 2 §3.1: the user as the client dashboard reads it, from the stored client; the IBAN masked. */
export function clientToDashboardUser(client: PublicClient): ClientDashboardUser {
  const banking = { ...DEFAULT_BANKING, ...client.bankingInfo };
  return {
    ...contactName(client),
    email: client.email,
    phone: client.telephone,
    companyName: client.societe,
    siret: client.siret,
    famille: client.famille,
    sector: client.secteur,
    vatNumber: client.tva_cee,
    address: { street: streetOf(client), postalCode: client.code_postal ?? '', city: client.ville ?? '', country: countryCode(client.pays) },
    bankingInfo: { ...banking, iban: maskIban(client.iban), bic: client.bic ?? '' },
    ...DEFAULT_PREFERENCES,
    ...client.preferences,
  };
}

/**
 * The French intra-community VAT number of a SIRET (its first nine digits, the SIREN): FR, a
 * two-digit key (12 + 3 × (SIREN mod 97)) mod 97, then the SIREN. Empty when no SIREN is there.
 */
export function vatNumberFromSiret(siret: string | undefined): string {
  const siren = (siret ?? '').replace(/\s+/g, '').slice(0, 9);
  if (!/^\d{9}$/.test(siren)) return '';
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/** The personal information form filled from the user (spec 2 §3.2): the VAT number prefilled from the SIRET. */
export function personalInfoFormValues(user: ClientDashboardUser): PersonalInfoInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    companyName: user.companyName,
    siret: user.siret ?? '',
    vatNumber: user.vatNumber || vatNumberFromSiret(user.siret),
    sector: user.sector ?? '',
    address: user.address.street,
    postalCode: user.address.postalCode,
    city: user.address.city,
    country: user.address.country || 'FR',
  };
}

/**
 * The banking form filled from the user (spec 2 §3.3). The IBAN field starts empty: the saved one
 * is only ever shown masked beside it, and an empty field keeps it.
 */
export function bankingFormValues(user: ClientDashboardUser): BankingInput {
  const banking = { ...DEFAULT_BANKING, iban: '', bic: '', ...user.bankingInfo };
  const billing = banking.billingAddress;
  return {
    bankName: banking.bankName ?? '',
    iban: '',
    bic: banking.bic ?? '',
    paymentTerms: banking.paymentTerms,
    sameBillingAddress: banking.sameBillingAddress,
    billingAddress: billing?.street ?? '',
    billingPostalCode: billing?.postalCode ?? '',
    billingCity: billing?.city ?? '',
    billingCountry: countryCode(billing?.country),
    invoiceFormat: banking.invoiceFormat,
    invoiceDelivery: banking.invoiceDelivery,
    // The field shows what a French user types back: a decimal comma.
    creditLimit: banking.creditLimit === undefined ? '' : String(banking.creditLimit).replace('.', ','),
  };
}

export function preferencesFormValues(user: ClientDashboardUser): PreferencesInput {
  const { twoFactorEnabled, emailNotifications, marketingNotifications, language, currency } = user;
  return { twoFactorEnabled, emailNotifications, marketingNotifications, language, currency };
}

/** Spec 2 §2.2: the billing address goes with the save only when it differs from the company's. */
export function bankingRequestBody(values: BankingValues): Partial<BankingValues> {
  if (!values.sameBillingAddress) return values;
  const { billingAddress: _street, billingPostalCode: _postalCode, billingCity: _city, billingCountry: _country, ...rest } = values;
  return rest;
}

/** The client record's fields a personal information save changes. */
export function clientChangesFromPersonalInfo(values: PersonalInfoValues): Partial<Client> {
  return {
    prenom: values.firstName,
    nom: values.lastName,
    email: values.email,
    telephone: values.phone,
    societe: values.companyName,
    siret: values.siret || undefined,
    tva_cee: values.vatNumber || undefined,
    secteur: values.sector || undefined,
    adresse_debut: values.address,
    adresse_milieu: undefined,
    adresse_fin: undefined,
    code_postal: values.postalCode,
    ville: values.city,
    pays: countryName(values.country),
  };
}

/** The banking body as the server received it: billing fields absent mean "same as the company". */
export type BankingBody = Omit<BankingValues, 'billingAddress' | 'billingPostalCode' | 'billingCity' | 'billingCountry'> &
  Partial<Pick<BankingValues, 'billingAddress' | 'billingPostalCode' | 'billingCity' | 'billingCountry'>>;

/**
 * The client record's fields a banking save changes; an empty IBAN keeps the stored one. Payment
 * terms and the credit limit are the shop's (issue 21): the stored ones stay whatever the form says.
 */
export function clientChangesFromBanking(values: BankingBody, current: Pick<Client, 'iban' | 'bankingInfo'>): Partial<Client> {
  const billingAddress: PostalAddress | undefined = values.sameBillingAddress
    ? undefined
    : {
        street: values.billingAddress ?? '',
        postalCode: values.billingPostalCode ?? '',
        city: values.billingCity ?? '',
        country: countryName(values.billingCountry ?? 'FR'),
      };
  return {
    iban: values.iban === '' ? current.iban : values.iban,
    bic: values.bic || undefined,
    bankingInfo: {
      bankName: values.bankName,
      paymentTerms: current.bankingInfo?.paymentTerms ?? DEFAULT_BANKING.paymentTerms,
      sameBillingAddress: values.sameBillingAddress,
      ...(billingAddress ? { billingAddress } : {}),
      invoiceFormat: values.invoiceFormat,
      invoiceDelivery: values.invoiceDelivery,
      ...(current.bankingInfo?.creditLimit === undefined ? {} : { creditLimit: current.bankingInfo.creditLimit }),
    },
  };
}

export function clientChangesFromPreferences(values: PreferencesValues): Partial<Client> {
  return { preferences: { ...values } };
}

/**
 * A deleted account (spec 2 §2.7 retention): the record stays for the invoices kept ten years,
 * deactivated, with nothing left that names or reaches the person; the id ties it to them.
 */
export function anonymisedClient(client: Client, now: Date): Client {
  const at = now.toISOString();
  return {
    id: client.id,
    pseudo: `SUPPRIME-${client.id}`,
    societe: 'Compte supprimé',
    email: `compte-supprime-${client.id}@otech.invalid`,
    pays: client.pays,
    famille: client.famille,
    actif: false,
    bloque: client.bloque,
    ...(client.date_creation ? { date_creation: client.date_creation } : {}),
    date_modification: at,
    date_suppression: at,
  };
}
