import * as v from 'valibot';
import { contactSchema } from '../forms/contact.ts';
import { isoDate, requiredText } from './fields.ts';

/** A contact form as kept by POST /contact-requests: the form's own rules, plus id and date. */
export const ContactRequestSchema = v.object({
  id: requiredText,
  createdAt: isoDate,
  ...contactSchema.entries,
});
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;

/** Answer of POST /contact-requests. */
export const ContactRequestCreatedSchema = v.pick(ContactRequestSchema, ['id', 'createdAt']);
export type ContactRequestCreated = v.InferOutput<typeof ContactRequestCreatedSchema>;
