import * as v from 'valibot';
import { contactName } from '../rules/clientAccount.ts';
import { roleFromFamille, ROLES } from '../rules/role.ts';
import { DeliveryAddressSchema } from './client.ts';
import type { ClientInputSchema, DeliveryAddress, PublicClient } from './client.ts';
import { email, expected, flag, isoDate, oneOf, optionalText, requiredText, text } from './fields.ts';
import { PostalAddressSchema } from './postalAddress.ts';

/** Signed-in user as the shop holds it, derived from a client record (spec 1 §3 "User profile"). */
export const UserProfileSchema = v.object({
  /** The client's numeric id, as text. */
  id: requiredText,
  pseudo: requiredText,
  email,
  societe: text,
  role: oneOf(ROLES),
  isVerified: flag,
  actif: flag,
  username: text,
  firstName: text,
  lastName: optionalText,
  companyName: text,
  phone: optionalText,
  createdAt: v.optional(isoDate),
  language: v.literal('fr', expected('"fr"')),
  currency: v.literal('EUR', expected('"EUR"')),
  deliveryAddress: v.optional(DeliveryAddressSchema),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

const DELIVERY_KEYS = Object.keys(DeliveryAddressSchema.entries) as (keyof DeliveryAddress)[];

function deliveryAddressOf(client: PublicClient): DeliveryAddress | undefined {
  if (!client.liv_societe && !client.liv_adresse_debut) return undefined;
  return Object.fromEntries(DELIVERY_KEYS.map((key) => [key, client[key]]));
}

/** Spec 1 §3: the profile mapping, field by field. */
export function clientToUserProfile(client: PublicClient): UserProfile {
  return {
    id: String(client.id),
    pseudo: client.pseudo,
    email: client.email,
    societe: client.societe,
    role: roleFromFamille(client.famille),
    isVerified: client.actif,
    actif: client.actif,
    username: client.pseudo,
    ...contactName(client),
    companyName: client.societe,
    phone: client.telephone,
    createdAt: client.date_creation,
    language: 'fr',
    currency: 'EUR',
    deliveryAddress: deliveryAddressOf(client),
  };
}

/**
 * A client payload rebuilt from a profile (ClientInputSchema applies the other defaults); the id is
 * there when the profile's id is a client id.
 */
export type ClientFromProfile = v.InferInput<typeof ClientInputSchema> & { id?: number; date_creation?: string };

/** Spec 1 §3: the reverse mapping, with bloque false and actif true unless the profile says false. */
export function userProfileToClient(user: UserProfile): ClientFromProfile {
  const id = Number(user.id);
  return {
    ...(Number.isInteger(id) && id > 0 ? { id } : {}),
    pseudo: user.pseudo,
    societe: user.companyName,
    email: user.email,
    telephone: user.phone,
    representant: user.lastName,
    prenom: user.firstName || undefined,
    nom: user.lastName || undefined,
    ...user.deliveryAddress,
    date_creation: user.createdAt,
    bloque: false,
    actif: user.actif !== false,
  };
}

/** Spec 1 §3 "A simpler user view". */
export const UserViewSchema = v.object({
  id: requiredText,
  pseudo: requiredText,
  role: oneOf(ROLES),
  isVerified: flag,
  companyName: text,
  email,
  phone: optionalText,
  address: PostalAddressSchema,
  siret: optionalText,
});
export type UserView = v.InferOutput<typeof UserViewSchema>;

/** The simpler view of a client; the three address lines make one street line. */
export function clientToUserView(client: PublicClient): UserView {
  const streetLines = [client.adresse_debut, client.adresse_milieu, client.adresse_fin].filter(Boolean);
  return {
    id: String(client.id),
    pseudo: client.pseudo,
    role: roleFromFamille(client.famille),
    isVerified: client.actif,
    companyName: client.societe,
    email: client.email,
    phone: client.telephone,
    address: {
      street: streetLines.join(', '),
      city: client.ville ?? '',
      postalCode: client.code_postal ?? '',
      country: client.pays,
    },
    siret: client.siret,
  };
}
