// json-server 0.17 ships no types; only the module API this package uses is declared.
declare module 'json-server' {
  import type { Express, RequestHandler, Router, Request, Response } from 'express';

  interface JsonServerRouter extends Router {
    db: { getState(): unknown };
    render: (req: Request, res: Response) => void;
  }

  export function create(): Express;
  export function router(db: string | object, options?: { foreignKeySuffix?: string }): JsonServerRouter;
  export function defaults(options?: { logger?: boolean; static?: string; noCors?: boolean; readOnly?: boolean }): RequestHandler[];
  export const bodyParser: RequestHandler[];
}
