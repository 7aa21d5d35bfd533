// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_GLOBAL, PAGE_DATA_SCRIPT, PAGE_DATA_TTL_MS, pageDataKey, type PageDataCalls } from 'contracts';
import { createEnvelopeBaseQuery } from './base-query.js';
import { TOKEN_STORAGE_KEY } from '../session-keys.js';

// A real server counting the calls it answers: an early answer taken means one call, not two.
const seen: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}${body ? ` ${body}` : ''}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { answer: seen.length } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const windowData = () => globalThis as { [PAGE_DATA_GLOBAL]?: PageDataCalls };

beforeEach(() => {
  seen.length = 0;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
});
afterEach(() => {
  delete windowData()[PAGE_DATA_GLOBAL];
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const api = { signal: new AbortController().signal, dispatch: () => undefined, getState: () => ({}), abort: () => undefined, extra: undefined, endpoint: 'test', type: 'query' } as unknown as BaseQueryApi;
const call = (args: Parameters<ReturnType<typeof createEnvelopeBaseQuery>>[0]) => createEnvelopeBaseQuery(base)(args, api, {});

/** What the page's script leaves: early calls already sent to the server. */
function earlyCalls(token: string, calls: { method: 'GET' | 'POST'; path: string; body?: string }[], at = Date.now()) {
  windowData()[PAGE_DATA_GLOBAL] = {
    token,
    at,
    responses: Object.fromEntries(calls.map(({ method, path, body }) => [pageDataKey(method, path, body), fetch(`${base}${path}`, { method, body })])),
  };
}

describe('early answers of the page (issue 23)', () => {
  it('a call the page sent early is answered by it: the server sees it once, and only once', async () => {
    earlyCalls('tok-1', [{ method: 'GET', path: '/api/mcps/1/' }]);
    expect((await call('/api/mcps/1/')).data).toEqual({ answer: 1 });
    expect(seen).toEqual(['GET /api/mcps/1/']);
    // Taken: the next identical call goes to the server.
    expect((await call('/api/mcps/1/')).data).toEqual({ answer: 2 });
    expect(seen).toHaveLength(2);
  });

  it('a POST is matched on its body too', async () => {
    earlyCalls('tok-1', [{ method: 'POST', path: '/api/general/get_company_basic_info', body: '{"id":1}' }]);
    await call({ url: '/api/general/get_company_basic_info', method: 'POST', body: { id: 2 } });
    expect(seen).toHaveLength(2);
    await call({ url: '/api/general/get_company_basic_info', method: 'POST', body: { id: 1 } });
    expect(seen).toHaveLength(2);
  });

  it('an early call of another token or an old one is not used', async () => {
    earlyCalls('tok-0', [{ method: 'GET', path: '/a/' }]);
    await call('/a/');
    expect(seen).toHaveLength(2);
    seen.length = 0;
    earlyCalls('tok-1', [{ method: 'GET', path: '/b/' }], Date.now() - PAGE_DATA_TTL_MS - 1);
    await call('/b/');
    expect(seen).toHaveLength(2);
  });

  it("the page's script sends each listed call with the stored token (XSRF header on a POST) under the base query's key", async () => {
    const fetches: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      fetches.push({ url, init });
      return Promise.resolve(new Response('{}'));
    });
    document.cookie = 'XSRF-TOKEN=x%2Fy';
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify([
      { method: 'GET', url: '/api/general/get_authenticated_user' },
      { method: 'POST', url: '/api/general/get_company_basic_info', body: { id: 7 } },
    ])}</script>`;
    new Function(PAGE_DATA_SCRIPT)();
    expect(Object.keys(windowData()[PAGE_DATA_GLOBAL]!.responses)).toEqual([
      pageDataKey('GET', '/api/general/get_authenticated_user'),
      pageDataKey('POST', '/api/general/get_company_basic_info', '{"id":7}'),
    ]);
    expect(fetches.map(({ init }) => init.headers)).toEqual([
      { Authorization: 'Token tok-1' },
      { Authorization: 'Token tok-1', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'x/y' },
    ]);
  });

  it('without a stored token the script sends nothing', () => {
    localStorage.clear();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">[{"method":"GET","url":"/x"}]</script>`;
    new Function(PAGE_DATA_SCRIPT)();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(windowData()[PAGE_DATA_GLOBAL]).toBeUndefined();
  });
});
