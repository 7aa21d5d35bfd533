// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSlice } from '@reduxjs/toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseApi } from './api.js';
import { createAppStore, rootReducer } from './store.js';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, data: { id: 3, fantasy_name: 'Acme' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('app store', () => {
  it('takes a slice injected after creation, as a remote does', () => {
    const store = createAppStore();
    const counter = createSlice({ name: 'uilabCounter', initialState: 0, reducers: { increment: (n) => n + 1 } });
    const injected = counter.injectInto(rootReducer);

    store.dispatch(counter.actions.increment());
    store.dispatch(counter.actions.increment());
    // Typed access comes from augmenting LazyLoadedSlices; the test reads the state as the slice sees it.
    expect(injected.selectSlice(store.getState() as Parameters<typeof injected.selectSlice>[0])).toBe(2);
  });

  it('runs endpoints injected into the shared baseApi and caches their unwrapped data', async () => {
    const store = createAppStore();
    const companyApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        company: build.query<{ id: number; fantasy_name: string }, number>({ query: (id) => `${base}/api/company/${id}` }),
      }),
    });

    const result = await store.dispatch(companyApi.endpoints.company.initiate(3));
    expect(result.data).toEqual({ id: 3, fantasy_name: 'Acme' });
    expect(companyApi.endpoints.company.select(3)(store.getState()).data?.fantasy_name).toBe('Acme');
  });
});
