// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from 'contracts';
import { createEnvelopeBaseQuery } from './base-query.js';
import { TOKEN_STORAGE_KEY } from '../session-keys.js';

// A real HTTP server: each path answers one way, and every request's headers are recorded.
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
const answers: Record<string, { status: number; body: string; type?: string }> = {
  '/ok': { status: 200, body: JSON.stringify({ success: true, data: { id: 7, name: 'Ana' } }) },
  '/ok-empty': { status: 200, body: JSON.stringify({ success: true }) },
  '/field-errors': {
    status: 400,
    body: JSON.stringify({ success: false, errors: { email: ['E-mail inválido'] }, message: 'Dados inválidos.' }),
  },
  '/general-only': { status: 403, body: JSON.stringify({ success: false, errors: { general: ['Sem permissão.'] } }) },
  '/refused-200': { status: 200, body: JSON.stringify({ success: false, message: 'emailConfirmationFailed' }) },
  '/not-envelope': { status: 200, body: JSON.stringify({ id: 1 }) },
  '/stale': {
    status: 412,
    body: JSON.stringify({ success: false, errors: { general: [MESSAGES.staleVersion] }, message: MESSAGES.staleVersion, data: { current: { id: 3, version: 5 }, changedBy: { id: 2, name: 'Ana' }, changedAt: '2026-01-02T03:04:05.000Z' } }),
  },
  '/html-502': { status: 502, body: '<html>Bad Gateway</html>', type: 'text/html' },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const answer = answers[req.url ?? ''] ?? { status: 404, body: JSON.stringify({ success: false, message: 'Recurso não encontrado.' }) };
    res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const api = { signal: new AbortController().signal, dispatch: () => undefined, getState: () => ({}), abort: () => undefined, extra: undefined, endpoint: 'test', type: 'query' } as unknown as BaseQueryApi;

const call = (args: Parameters<ReturnType<typeof createEnvelopeBaseQuery>>[0]) =>
  createEnvelopeBaseQuery(base)(args, api, {});

describe('envelope base query', () => {
  it('returns the envelope data on success', async () => {
    const result = await call('/ok');
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ id: 7, name: 'Ana' });
  });

  it('returns null data for a success without data', async () => {
    expect((await call('/ok-empty')).data).toBeNull();
  });

  it('turns a failed envelope into status, field errors and message', async () => {
    const result = await call({ url: '/field-errors', method: 'POST', body: { email: 'x' } });
    expect(result.error).toEqual({ status: 400, errors: { email: ['E-mail inválido'] }, message: 'Dados inválidos.' });
  });

  it('uses the general error as the message when the envelope has none', async () => {
    const result = await call('/general-only');
    expect(result.error).toEqual({ status: 403, errors: { general: ['Sem permissão.'] }, message: 'Sem permissão.' });
  });

  it('treats success: false in a 200 answer as a failure, keeping the message', async () => {
    const result = await call('/refused-200');
    expect(result.error).toEqual({ status: 200, errors: { general: ['emailConfirmationFailed'] }, message: 'emailConfirmationFailed' });
  });

  it('gives the communication error for answers outside the envelope contract', async () => {
    for (const path of ['/not-envelope', '/html-502']) {
      const result = await call(path);
      expect(result.error?.message).toBe(MESSAGES.communicationError);
      expect(result.error?.errors).toEqual({ general: [MESSAGES.communicationError] });
    }
    expect((await call('/html-502')).error?.status).toBe(502);
  });

  it('says there is no connection when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await createEnvelopeBaseQuery(`http://127.0.0.1:${port}`)('/ok', api, {});
    expect(result.error).toEqual({ status: 'FETCH_ERROR', errors: { general: [MESSAGES.serverUnreachable] }, message: MESSAGES.serverUnreachable });
  });

  it('sends Authorization: Token <token> only when a token is stored', async () => {
    await call('/ok');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc123');
    await call('/ok');
    expect(seen.map((request) => request.headers.authorization)).toEqual([undefined, 'Token abc123']);
  });

  it('echoes the XSRF cookie on non-GET requests only', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2Fen';
    await call('/ok');
    await call({ url: '/ok', method: 'POST', body: {} });
    await call({ url: '/ok', method: 'delete' });
    expect(seen.map((request) => [request.method, request.headers['x-xsrf-token']])).toEqual([
      ['GET', undefined],
      ['POST', 'tok/en'],
      ['DELETE', 'tok/en'],
    ]);
  });

  it('sends the version a write names as If-Match, and none without it', async () => {
    await call({ url: '/ok', method: 'PUT', body: {}, version: 4 });
    await call({ url: '/ok', method: 'PUT', body: {} });
    expect(seen.map((request) => request.headers['if-match'])).toEqual(['"4"', undefined]);
  });

  it('a stale write (412) says who changed the item and keeps the current data', async () => {
    const result = await call({ url: '/stale', method: 'PUT', body: {}, version: 4 });
    expect(result.error).toMatchObject({ status: 412, message: 'Ana alterou este item. Veja a versão atual e salve de novo.', errors: { general: ['Ana alterou este item. Veja a versão atual e salve de novo.'] }, data: { current: { id: 3, version: 5 } } });
  });
});
