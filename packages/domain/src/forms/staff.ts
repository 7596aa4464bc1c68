import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { STAFF_ROLES } from '../rules/staffPermissions.ts';
import { newPassword } from './dashboard.ts';
import { tooLong } from './fields.ts';
import { snack } from './snack.ts';

/** Texts of the team page (/admin/equipe) and of the staff routes (issue 23; the spec has none). */
export const STAFF_MESSAGES = {
  nameRequired: 'Le nom est requis',
  emailInvalid: 'Adresse e-mail invalide',
  roleInvalid: 'Rôle inconnu',
  emailTaken: "Un membre de l'équipe utilise déjà cet e-mail",
  notFound: "Membre de l'équipe introuvable",
  lastAdministrateur: 'Il doit rester au moins un administrateur actif',
  nothingToChange: 'Indiquez le rôle ou l’état à changer',
  forbidden: "Votre rôle ne permet pas cette action",
  pageRefusedTitle: 'Page réservée',
  pageRefusedBack: 'Retour à mes pages',
  customerOnly: 'Action réservée au client',
  created: "Membre de l'équipe ajouté",
  updated: "Membre de l'équipe modifié",
  deactivated: "Membre de l'équipe désactivé",
  passwordChanged: 'Mot de passe modifié',
  failed: 'Erreur technique, veuillez réessayer',
} as const;

/** Said on a page the member's role may not open, reached by its address (issue 23). */
export const pageRefusedMessage = (roleLabel: string) => `Votre rôle (${roleLabel}) ne permet pas d'ouvrir cette page.`;

/** The team page's snackbars; a refusal shows the API's own message. */
export const STAFF_SNACKBARS = {
  created: snack(STAFF_MESSAGES.created, 'success'),
  updated: snack(STAFF_MESSAGES.updated, 'success'),
  deactivated: snack(STAFF_MESSAGES.deactivated, 'success'),
  passwordChanged: snack(STAFF_MESSAGES.passwordChanged, 'success'),
  refused: (message: string) => snack(message, 'error', 5000),
};

const name = v.pipe(
  v.string(STAFF_MESSAGES.nameRequired),
  v.trim(),
  v.nonEmpty(STAFF_MESSAGES.nameRequired),
  v.maxLength(TEXT_LIMITS.line, tooLong(TEXT_LIMITS.line)),
);
const email = v.pipe(
  v.string(STAFF_MESSAGES.emailInvalid),
  v.trim(),
  v.maxLength(TEXT_LIMITS.line, tooLong(TEXT_LIMITS.line)),
  v.email(STAFF_MESSAGES.emailInvalid),
  v.toLowerCase(),
);
const role = v.picklist(STAFF_ROLES, STAFF_MESSAGES.roleInvalid);

/** A new staff member: who, their role, and a first password they then change. */
export const staffCreateSchema = v.object({ name, email, role, password: newPassword });
export type StaffCreateInput = v.InferInput<typeof staffCreateSchema>;
export type StaffCreateValues = v.InferOutput<typeof staffCreateSchema>;
export const STAFF_CREATE_DEFAULTS: StaffCreateInput = { name: '', email: '', role: 'commercial', password: '' };

/** A change of role, of active state, or both. */
export const staffUpdateSchema = v.pipe(
  v.object({ role: v.optional(role), active: v.optional(v.boolean(STAFF_MESSAGES.nothingToChange)) }),
  v.check((input) => input.role !== undefined || input.active !== undefined, STAFF_MESSAGES.nothingToChange),
);
export type StaffUpdateValues = v.InferOutput<typeof staffUpdateSchema>;
