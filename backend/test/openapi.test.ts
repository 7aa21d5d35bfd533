import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/config.js';
import { ANSWERS, EXTRA_ERRORS } from '../src/openapi/answers.js';
import { DOCS_PATH, OPENAPI_PATH } from '../src/openapi/openapi.controller.js';
import { frontendFixture, tempDir } from './support/fixtures.js';

type Operation = { operationId?: string; responses?: Record<string, unknown>; parameters?: { name: string; in: string }[]; requestBody?: unknown };
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
}

// The document's own routes (the document and its page) are not API calls it describes.
const SELF = new Set([`GET ${OPENAPI_PATH}`, `GET ${DOCS_PATH}`, `GET ${DOCS_PATH}/{file}`]);

describe('OpenAPI document and reference page', () => {
  const root = tempDir('backend-openapi');
  let app: NestFastifyApplication;
  let server: Server;
  /** Every route Fastify registered, 'METHOD /path' with OpenAPI's {param}. */
  const registered = new Set<string>();
  let document: Document;

  beforeAll(async () => {
    frontendFixture(root.path);
    app = await createApp(loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: 'sqlite::memory:' }, root.path));
    app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.add(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      }
    });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    server = app.getHttpServer() as Server;
    document = (await request(server).get(OPENAPI_PATH).expect(200).expect('content-type', /application\/json/)).body as Document;
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));

  it('describes every route the controllers registered, and no other', () => {
    expect(registered.size).toBeGreaterThan(100);
    const documented = operations().map(({ key }) => key);
    expect(documented.filter((key) => !registered.has(key))).toEqual([]);
    expect([...registered].filter((key) => !SELF.has(key) && !documented.includes(key))).toEqual([]);
    // The answer and extra-error tables name documented routes only (no entry left by a route removed or renamed).
    expect([...Object.keys(ANSWERS), ...Object.keys(EXTRA_ERRORS)].filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('is OpenAPI 3.1: every operation has its success answer, its error answers and the schemas it validates with', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    for (const { key, operation } of operations()) {
      expect(operation.operationId, key).toBeTruthy();
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses.filter((status) => /^2\d\d$/.test(status)), key).toHaveLength(1);
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (status.startsWith('2')) continue;
        // A page route (the sandbox checkout) refuses with a page in pt-BR, the API with the envelope.
        const kind = (operation.responses?.[statuses.find((code) => code.startsWith('2'))!] as { content?: Record<string, unknown> }).content?.['text/html'] ? 'P' : 'E';
        expect(answer, `${key} ${status}`).toEqual({ $ref: `#/components/responses/${kind}${status}` });
        expect(document.components.responses[`${kind}${status}`], `${key} ${status}`).toBeDefined();
      }
      const pathParams = [...key.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      expect((operation.parameters ?? []).filter((param) => param.in === 'path').map((param) => param.name), key).toEqual(pathParams);
      if (pathParams.length) expect(Object.keys(operation.responses ?? {}), key).toContain('404');
    }
    const operationIds = operations().map(({ operation }) => operation.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('declares what every JSON answer holds in `data` (a schema, or null), so a new route without one fails', () => {
    const undescribed: string[] = [];
    for (const { key, operation } of operations()) {
      const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))![1] as {
        content: Record<string, { schema: { properties?: { data?: Record<string, unknown> } } }>;
      };
      const json = success.content['application/json'];
      // A route that writes its own answer (an HTML page, a redirect) has no envelope.
      if (!json) continue;
      expect(Object.keys(ANSWERS), key).toContain(key);
      const data = json.schema.properties?.data;
      expect(data, key).toBeDefined();
      if (Object.keys(data!).length === 0) undescribed.push(key);
    }
    // Every answer is described: no "any JSON value".
    expect(undescribed).toEqual([]);
  });

  it('takes its request and answer schemas from the contracts schemas the routes validate with', () => {
    const login = document.paths['/api/general/login'].post as Operation & {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } };
      responses: Record<string, { content?: { 'application/json': { schema: { properties: { data: { properties: Record<string, unknown> } } } } } }>;
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(Object.keys(login.responses['200'].content!['application/json'].schema.properties.data.properties)).toContain('token');
    expect(Object.keys(login.responses)).toEqual(['200', '400', '403', '413', '429']);
    // POST answers 201 unless the route says otherwise; a server's notification needs no XSRF token.
    expect(Object.keys(document.paths['/api/general/new_company'].post.responses ?? {})).toEqual(['201', '400', '401', '403', '413']);
    expect(Object.keys(document.paths['/api/payment/webhook/{provider}'].post.responses ?? {})).toEqual(['200', '401', '404']);
    // The sandbox checkout's refusals are pages in pt-BR, an expired checkout's included.
    const checkout = document.paths['/api/payment/sandbox/checkout/{code}'];
    expect(checkout.get.responses).toMatchObject({ '404': { $ref: '#/components/responses/P404' }, '410': { $ref: '#/components/responses/P410' } });
    expect((document.components.responses.P410 as { content: Record<string, unknown> }).content['text/html']).toBeDefined();
    const swot = document.paths['/api/swots/{id}'].get as Operation & { parameters: { schema: { type: string } }[] };
    // An id's bounds (parseId's), although the schema checks them with a refinement.
    expect(swot.parameters[0].schema).toEqual({ type: 'number', minimum: 1, maximum: 2_147_483_647 });
    expect(Object.keys(swot.responses ?? {})).toEqual(['200', '400', '401', '403', '404']);
    const report = document.paths['/api/analytics/pageviews'].get as Operation;
    expect((report.parameters ?? []).every((param) => param.in === 'query')).toBe(true);
    expect((report.parameters ?? []).length).toBeGreaterThan(0);
    // The MCP chart's growth basis, a query field of the contracts schema.
    const mcpChart = (document.paths['/api/company/{companyId}/mcps/chart_data'].get as Operation).parameters as ({ name: string; schema?: unknown }[] | undefined) ?? [];
    expect(mcpChart.find((param) => param.name === 'basis')?.schema).toMatchObject({ enum: ['year', 'previous'] });
  });

  it('serves Swagger UI at /api/docs from this origin only, within the site CSP', async () => {
    const page = await request(server).get(DOCS_PATH).expect(200).expect('content-type', /text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const urls = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(urls.length).toBe(3);
    for (const url of urls) {
      expect(url.startsWith(`${DOCS_PATH}/`), url).toBe(true);
      const file = await request(server).get(url).expect(200);
      expect(String(file.headers['content-type'])).toMatch(url.endsWith('.css') ? /text\/css/ : /text\/javascript/);
    }
    // No inline script (the CSP allows none) and no address of another origin in the page or its start-up script.
    expect(page.text).not.toMatch(/<script>|https?:\/\//);
    const start = await request(server).get(`${DOCS_PATH}/start.js`).expect(200);
    expect(start.text).toContain(OPENAPI_PATH);
    expect(start.text).not.toMatch(/https?:\/\//);
    const missing = await request(server).get(`${DOCS_PATH}/package.json`).expect(404);
    expect(missing.body.success).toBe(false);
  });
});
