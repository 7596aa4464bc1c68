import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';

const message = v.pipe(v.string(), v.maxLength(TEXT_LIMITS.long));

/** GET /api/invitations/{token}: what the link opens, and why not in French when it no longer does. */
export const InvitationViewSchema = v.object({
  state: v.picklist(['valid', 'expired', 'used', 'unknown']),
  expiresAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  message: v.optional(message),
});
export type InvitationView = v.InferOutput<typeof InvitationViewSchema>;

/** POST /api/admin/clients/{id}/invitation: to whom it went, until when, and the sentence staff read. */
export const InvitationSentSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(TEXT_LIMITS.line)),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  message,
});

/** POST /api/invitations/{token}: the password is saved. */
export const InvitationAcceptedSchema = v.object({ message });
