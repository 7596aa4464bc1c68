import { createRequire } from 'node:module';
import path from 'node:path';
import * as v from 'valibot';
import type { Route } from '../http/route.ts';
import { route } from '../http/route.ts';
import type { NoInput } from '../http/route.ts';
import { notFound } from '../http/errors.ts';
import { openApiDocument } from '../openapi/document.ts';

/** The API's version as integrators see it: the package's. */
const API_VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

/** swagger-ui-dist's folder: the page's script and style are served from it, never from a CDN. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>OTECH shop API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>`;

const DOCS_START = "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n";

/** What /openapi.json answers, as far as a client can rely on it: an OpenAPI 3.1 document. */
const OpenApiDocumentSchema = v.looseObject({ openapi: v.literal('3.1.0'), info: v.looseObject({ title: v.string(), version: v.string() }), paths: v.record(v.string(), v.looseObject({})) });

/** The readable page is for development: a production shop answers its paths 404 (the JSON stays). */
const inDevelopment = (): boolean => process.env['NODE_ENV'] !== 'production';

/**
 * The OpenAPI description and its page, for the tables `described` names (this one included);
 * the document is made once, on its first read.
 */
export function openApiRoutes(described: () => readonly (readonly Route[])[]): Route[] {
  let document: string | undefined;
  // Serialised here rather than by res.json: the app's JSON replacer drops every `password` key,
  // and the sign-in bodies' schemas have one.
  const description = ({ res }: NoInput) => {
    document ??= JSON.stringify(openApiDocument(described(), API_VERSION));
    res.type('json').send(document);
  };
  const docsPage = ({ res }: NoInput) => {
    res.type('html').send(DOCS_PAGE);
  };
  const docsAsset = ({ req, res }: NoInput) => {
    const file = req.params['file'] ?? '';
    if (file === 'start.js') res.type('js').send(DOCS_START);
    else if (SWAGGER_UI_FILES.has(file)) res.sendFile(path.join(SWAGGER_UI_DIR, file));
    else throw notFound();
  };
  return [
    route({ method: 'get', path: '/openapi.json', auth: 'public', summary: 'This OpenAPI 3.1 description of the API', answer: OpenApiDocumentSchema, handle: description }),
    route({ method: 'get', path: '/docs', auth: 'public', summary: 'A readable page of this description (development only)', produces: 'text/html', takes: inDevelopment, handle: docsPage }),
    route({ method: 'get', path: '/docs/assets/:file', auth: 'public', summary: "The page's script and style (development only)", produces: 'text/javascript', takes: inDevelopment, handle: docsAsset }),
  ];
}
