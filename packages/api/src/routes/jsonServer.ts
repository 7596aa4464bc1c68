import type { Router } from 'express';
import jsonServer from 'json-server';
import type { Database } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** json-server hands `_like` filters to `new RegExp` and a repeated parameter arrives as a list: both would throw inside it. */
function checkQuery(query: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') throw new HttpError(400, 'Requête invalide', [{ path: key, message: 'expected one text value' }]);
    if (key.endsWith('_like')) {
      try {
        new RegExp(value, 'i');
      } catch {
        throw new HttpError(400, 'Requête invalide', [{ path: key, message: 'expected a valid regular expression' }]);
      }
    }
  }
}

/**
 * json-server's own REST over the public catalogue collections (`products`, `rayon_produits`),
 * read-only: writes go through the custom routes so the in-memory indexes stay in step. It works
 * on the catalogue document's in-memory state, so it never rewrites a file itself.
 */
export function mountJsonServer(api: Router, db: Database): void {
  const router = jsonServer.router(db.catalogue.data);
  // Its own error handler answers 500 with the stack: let errors reach the app's error middleware.
  const last = router.stack.at(-1);
  if (last && last.handle.length === 4) router.stack.pop();
  router.render = (_req, res) => {
    if (res.statusCode === 404) throw notFound();
    res.json(res.locals['data']);
  };
  api.use((req, _res, next) => {
    if (!READ_METHODS.has(req.method)) {
      next(new HttpError(405, 'Méthode non autorisée'));
      return;
    }
    try {
      checkQuery(req.query as Record<string, unknown>);
      next();
    } catch (error) {
      next(error);
    }
  });
  api.use(router);
}
