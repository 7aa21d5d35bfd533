import { envelopeSchema, readinessSchema } from 'contracts';
import { z } from 'zod';
import { OPENAPI_TEXTS } from '../texts.js';
import { ANSWERS, EXTRA_ERRORS } from './answers.js';
import type { ApiRoute } from './routes.js';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contracts schema, as a request sends it or an answer holds it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and refinements have no JSON Schema: their input (or output) side is described.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** The error statuses OpenAPI lists, each answered with the error envelope (`E…`), or by a page route with an HTML page (`P…`). */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 410, 412, 413, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** The error answers a route can give, from what it declares: validation, guards, parameters, a body. */
function errorsOf(route: ApiRoute): ErrorStatus[] {
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const authenticated = route.guards.includes('TokenAuthGuard');
  const statuses = new Set<ErrorStatus>(EXTRA_ERRORS[key] ?? []);
  if (route.params.some((param) => param.schema) || route.query || route.body) statuses.add(400);
  if (authenticated) statuses.add(401);
  // A role the caller lacks (company, system administrator) or a state-changing call without the XSRF token.
  if (authenticated || route.xsrf) statuses.add(403);
  if (route.params.length > 0) statuses.add(404);
  if (route.body) statuses.add(413);
  if (route.conditional) statuses.add(412);
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The OpenAPI 3.1 document of these routes: requests and answers from the contracts schemas the routes validate with. */
export function openApiDocument(routes: readonly ApiRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const key = `${route.method.toUpperCase()} ${route.path}`;
    const answer = ANSWERS[key];
    // A path parameter as the route reads it (an id: its number); the query's fields one by one.
    const query = route.query ? (jsonSchema(route.query, 'input') as { properties?: Record<string, unknown>; required?: string[] }) : {};
    const parameters = [
      ...route.params.map((param) => ({ name: param.name, in: 'path', required: true, schema: param.schema ? jsonSchema(param.schema, 'output') : { type: 'string' } })),
      ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: (query.required ?? []).includes(name), schema })),
      ...(route.conditional ? [{ name: 'If-Match', in: 'header', required: false, description: OPENAPI_TEXTS.ifMatch, schema: { type: 'string' } }] : []),
    ];
    const success = route.raw
      ? { description: OPENAPI_TEXTS.rawAnswer, content: { 'text/html': { schema: { type: 'string' } } } }
      : {
          description: OPENAPI_TEXTS.okAnswer,
          content: { 'application/json': { schema: jsonSchema(envelopeSchema(answer ?? z.unknown()), 'output') } },
        };
    (paths[route.path] ??= {})[route.method] = {
      operationId: route.operationId,
      tags: [route.operationId.split('.')[0].replace(/Controller$/, '')],
      ...(route.guards.includes('TokenAuthGuard') ? { security: [{ token: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } } : {}),
      responses: { [route.status]: success, ...Object.fromEntries(errorsOf(route).map((status) => [status, ref(`${route.raw ? 'P' : 'E'}${status}`)])) },
    };
  }
  const errorFields = { success: z.literal(false), errors: z.record(z.string(), z.array(z.string())), message: z.string().optional() };
  const errorEnvelope = jsonSchema(z.object(errorFields), 'output');
  // The one 503 documented is the readiness check's, whose error envelope carries its report.
  const unavailableEnvelope = jsonSchema(z.object({ ...errorFields, data: readinessSchema }), 'output');
  return {
    openapi: '3.1.1',
    info: { title: OPENAPI_TEXTS.title, version, description: OPENAPI_TEXTS.description },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: OPENAPI_TEXTS.tokenScheme } },
      schemas: { ErrorEnvelope: errorEnvelope },
      responses: Object.fromEntries(
        ERROR_STATUSES.flatMap((status) => [
          [`E${status}`, { description: OPENAPI_TEXTS.errors[status], content: { 'application/json': { schema: status === 503 ? unavailableEnvelope : { $ref: '#/components/schemas/ErrorEnvelope' } } } }],
          [`P${status}`, { description: `${OPENAPI_TEXTS.errors[status]} ${OPENAPI_TEXTS.pageError}`, content: { 'text/html': { schema: { type: 'string' } } } }],
        ]),
      ),
    },
    paths,
  };
}
