import { randomUUID } from 'node:crypto';
import { contactSchema, ContactRequestCreatedSchema } from '@otech/domain';
import { anonymousWriteLimit } from '../http/anonymousWrites.ts';
import { route } from '../http/route.ts';
import type { RouteInput } from '../http/route.ts';
import { insertContactRequest } from '../db/contactRequests.ts';

async function sendContactRequest({ ctx, body }: RouteInput<typeof contactSchema, undefined>) {
  const request = await insertContactRequest(ctx.db, { id: randomUUID(), createdAt: new Date().toISOString(), ...body });
  return { id: request.id, createdAt: request.createdAt };
}

export const contactRoutes = [
  route({
    method: 'post',
    path: '/contact-requests',
    auth: 'public',
    summary: 'Sends a contact request (spec 1 §7), limited per address',
    body: contactSchema,
    status: 201,
    before: (ctx) => [anonymousWriteLimit(ctx.db, 'contact-requests')],
    answer: ContactRequestCreatedSchema,
    handle: sendContactRequest,
  }),
];
