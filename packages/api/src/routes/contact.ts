import { randomUUID } from 'node:crypto';
import { contactSchema } from '@otech/domain';
import type { ContactValues } from '@otech/domain';
import type { RegisterRoutes } from '../context.ts';
import { anonymousWriteLimit } from '../http/anonymousWrites.ts';
import { insertContactRequest } from '../db/contactRequests.ts';

export const registerContactRoutes: RegisterRoutes = (router, ctx) => {
  router.post(
    '/contact-requests',
    anonymousWriteLimit(ctx.db, 'contact-requests'),
    ctx.validateBody(contactSchema),
    ctx.handle(async (req, res) => {
      const form = req.body as ContactValues;
      const request = await insertContactRequest(ctx.db, { id: randomUUID(), createdAt: new Date().toISOString(), ...form });
      res.status(201).json({ id: request.id, createdAt: request.createdAt });
    }),
  );
};
