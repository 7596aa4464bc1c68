import { randomUUID } from 'node:crypto';
import { contactSchema } from '@otech/domain';
import type { ContactValues } from '@otech/domain';
import type { RegisterRoutes } from '../context.ts';
import { anonymousWriteLimit } from '../http/anonymousWrites.ts';

export const registerContactRoutes: RegisterRoutes = (router, ctx) => {
  router.post(
    '/contact-requests',
    anonymousWriteLimit(),
    ctx.validateBody(contactSchema),
    ctx.handle(async (req, res) => {
      const form = req.body as ContactValues;
      const request = await ctx.db.store.update((data) => {
        const created = { id: randomUUID(), createdAt: new Date().toISOString(), ...form };
        data.contactRequests.push(created);
        return created;
      });
      res.status(201).json({ id: request.id, createdAt: request.createdAt });
    }),
  );
};
