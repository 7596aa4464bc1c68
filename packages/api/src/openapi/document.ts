import { toJsonSchema } from '@valibot/to-json-schema';
import type { JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Route, RouteAuth } from '../http/route.ts';
import { GENERIC_COLLECTION_PATHS } from './genericPaths.ts';

/** The OpenAPI 3.1 document's shape, as far as this generator writes it. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, object>; schemas: Record<string, object> };
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface Operation {
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  'x-otech-auth'?: RouteAuth;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema | { $ref: string } }> }>;
}

const DESCRIPTION = `The REST API of the OTECH shop, under \`/api\`. Every answer is JSON unless an operation says
otherwise; a refused request answers \`{ message, issues: [{ path, message }] }\` with the French text shown
to users. Staff and customers sign in (\`POST /admin/login\`, \`POST /auth/login\`) and send the token they get
as \`Authorization: Bearer …\`; \`x-otech-auth\` on each operation says who may call it: \`public\`, \`customer\`,
\`admin\` (staff) or \`signedIn\` (either). Besides the operations below, the read-only generic REST of
json-server serves the public catalogue collections \`products\` and \`rayon_produits\` (its query words
\`q\`, \`_page\`, \`_limit\`, \`_sort\`, \`_order\`, field filters and \`_like\`), listed here under the tag \`json-server\`.`;

/** Who may call, as the OpenAPI security requirement (every signed-in kind sends a bearer token). */
const SECURITY: Record<RouteAuth, Record<string, string[]>[] | undefined> = {
  public: undefined,
  customer: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  signedIn: [{ bearer: [] }],
};

const ERROR = { $ref: '#/components/schemas/Error' };

/** JSON Schema of what a client sends (the schemas' input side: a query's text before it becomes a number). */
function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  // Checks JSON Schema cannot say (a custom check, a transform) are left out: the API still applies them.
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' });
  return rest;
}

/** JSON Schema of what a route answers (the schema's output side: a value after its transforms). */
function answerSchemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' });
  return rest;
}

/** `/cart/items/:itemId` as OpenAPI writes it: `/cart/items/{itemId}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

function pathParameters(expressPath: string): Parameter[] {
  return [...expressPath.matchAll(/:(\w+)/g)].map(([, name = '']) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function queryParameters(schema: v.GenericSchema): Parameter[] {
  const json = jsonSchemaOf(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: typeof property === 'boolean' ? {} : property,
  }));
}

function responsesOf(route: Route): Operation['responses'] {
  const media = route.produces ?? 'application/json';
  const schema = media !== 'application/json' ? { type: 'string' as const, format: 'binary' } : route.answer ? answerSchemaOf(route.answer) : {};
  const responses: Operation['responses'] = {
    [String(route.status)]: route.status === 204 ? { description: 'Done, nothing answered' } : { description: 'Done', content: { [media]: { schema } } },
  };
  if (route.body || route.query || route.upload || route.path.includes(':')) responses['400'] = { description: 'Refused: the fields named in French', content: { 'application/json': { schema: ERROR } } };
  if (route.auth !== 'public') {
    responses['401'] = { description: 'No valid token', content: { 'application/json': { schema: ERROR } } };
    responses['403'] = { description: 'A token of the other kind of account', content: { 'application/json': { schema: ERROR } } };
  }
  return responses;
}

function requestBodyOf(route: Route): Operation['requestBody'] {
  if (route.upload) return { required: true, content: { [route.upload]: { schema: { type: 'string', format: 'binary' } } } };
  if (route.body) return { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } };
  return undefined;
}

/** The tag of a route: its path's first word (`/client-dashboard/orders` → `client-dashboard`). */
const tagOf = (path: string): string => path.split('/')[1] ?? '';

function operationOf(route: Route): Operation {
  const parameters = [...pathParameters(route.path), ...(route.query ? queryParameters(route.query) : [])];
  const requestBody = requestBodyOf(route);
  const security = SECURITY[route.auth];
  return {
    summary: route.summary,
    tags: [tagOf(route.path)],
    ...(security ? { security } : {}),
    'x-otech-auth': route.auth,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route),
  };
}

/** The OpenAPI 3.1 description of the API: every route of the tables, in their order, then json-server's generic collection paths. */
export function openApiDocument(tables: readonly (readonly Route[])[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of tables.flat()) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  for (const [path, operations] of Object.entries(GENERIC_COLLECTION_PATHS)) paths[path] = { ...operations, ...paths[path] };
  const tags = [...new Set(Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags)))];
  return {
    openapi: '3.1.0',
    info: { title: 'OTECH shop API', version, description: DESCRIPTION },
    servers: [{ url: '/api' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string', description: 'What went wrong, in French' },
            issues: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
    },
  };
}
