import type { Server } from 'node:http';
import express from 'express';
import type { ErrorRequestHandler } from 'express';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteContext } from '../context.ts';
import { mountRoutes, route } from './route.ts';

/*
 * Under test (NODE_ENV=test, as vitest sets it), a route's answer is checked against its `answer`
 * schema, and a route answering JSON without one is refused: a route drifting from what OpenAPI
 * documents fails its own tests rather than an integrator's client (issue 25).
 */

const PriceSchema = v.object({ reference: v.string(), priceCents: v.number() });

const routes = [
  route({ method: 'get', path: '/as-declared', auth: 'public', summary: 'Answers what it declares', answer: PriceSchema, handle: () => ({ reference: 'LR6', priceCents: 120 }) }),
  // A drift a refactor could make: the price in euros as text.
  route({ method: 'get', path: '/drifted', auth: 'public', summary: 'Answers outside its schema', answer: PriceSchema, handle: () => ({ reference: 'LR6', priceCents: '1,20' }) }),
  route({ method: 'get', path: '/undeclared', auth: 'public', summary: 'Answers JSON without a schema', handle: () => ({ reference: 'LR6' }) }),
  route({ method: 'delete', path: '/nothing', auth: 'public', summary: 'Answers nothing', status: 204, handle: ({ res }) => void res.status(204).end() }),
];

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  const router = express.Router();
  // Public routes without `before` steps read nothing of the context.
  mountRoutes(router, {} as RouteContext, routes);
  app.use(router);
  const reportError: ErrorRequestHandler = (error: Error, _req, res, _next) => void res.status(500).json({ error: error.message });
  app.use(reportError);
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const call = async (method: string, path: string) => {
  const response = await fetch(base + path, { method });
  return { status: response.status, body: response.status === 204 ? undefined : ((await response.json()) as Record<string, unknown>) };
};

describe('the answer check of the route tables (NODE_ENV=test)', () => {
  it('lets an answer its schema accepts through', async () => {
    expect(process.env['NODE_ENV']).toBe('test');
    expect(await call('GET', '/as-declared')).toEqual({ status: 200, body: { reference: 'LR6', priceCents: 120 } });
  });

  it('fails a route answering outside its schema, naming the route and the field', async () => {
    const { status, body } = await call('GET', '/drifted');
    expect(status).toBe(500);
    expect(body?.['error']).toMatch(/^GET \/drifted answered outside its answer schema: priceCents: /);
  });

  it('fails a route answering JSON without an answer schema', async () => {
    const { status, body } = await call('GET', '/undeclared');
    expect(status).toBe(500);
    expect(body?.['error']).toBe('GET /undeclared answered JSON but declares no answer schema');
  });

  it('lets a route that answers nothing (204) answer nothing', async () => {
    expect(await call('DELETE', '/nothing')).toEqual({ status: 204, body: undefined });
  });
});
