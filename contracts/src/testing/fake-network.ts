/**
 * Tests only (entry "contracts/testing"): intercepts `fetch` at the network boundary, so
 * component tests run the real store, baseApi and base query against scripted server
 * answers. Unscripted calls answer 404 with an envelope and are listed in `unhandled`.
 */
import { beforeEach } from 'vitest';

export interface FakeRequest {
  method: string;
  /** Path without the query string, e.g. '/api/general/get_my_companies'. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeResponse {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/** Requests to one route kept waiting until the test answers them. */
export interface HeldRoute {
  /**
   * Answers the oldest waiting request, first waiting for the page to send one: a page shows
   * its pending state before its fetch reaches the network, so answering can't race it.
   */
  answer(response: FakeResponse): Promise<void>;
}

export interface FakeNetwork {
  /** Every request, in order. */
  calls: FakeRequest[];
  /** Requests no handler answered. */
  unhandled: FakeRequest[];
  /** Answers `METHOD /path` (a trailing '*' matches any rest) with a handler or a fixed response. */
  on(route: string, answer: FakeHandler | FakeResponse): FakeNetwork;
  /** Keeps the requests to `METHOD /path` waiting until the test answers them. */
  hold(route: string): HeldRoute;
  /** The requests made to `METHOD /path`. */
  callsTo(route: string): FakeRequest[];
  restore(): void;
}

/** `{ success: true, data }` with status 200. */
export const okResponse = (data: unknown, message?: string): FakeResponse => ({
  status: 200,
  body: message === undefined ? { success: true, data } : { success: true, data, message },
});

/** `{ success: false, errors, message }` with the given status (400 by default). */
export const errorResponse = (errors: Record<string, string[]>, status = 400, message?: string): FakeResponse => ({
  status,
  body: { success: false, errors, message: message ?? Object.values(errors)[0]?.[0] },
});

const matches = (route: string, method: string, path: string): boolean => {
  const [routeMethod, routePath] = route.split(' ');
  if (routeMethod !== method) return false;
  return routePath.endsWith('*') ? path.startsWith(routePath.slice(0, -1)) : routePath === path;
};

export function installFakeNetwork(): FakeNetwork {
  const originalFetch = globalThis.fetch;
  const OriginalRequest = globalThis.Request;
  const handlers: [string, FakeHandler][] = [];

  // Node's Request rejects relative URLs; a browser resolves them against the page.
  class PageRequest extends OriginalRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, globalThis.location?.href ?? 'http://localhost/').href : input, init);
    }
  }

  const network: FakeNetwork = {
    calls: [],
    unhandled: [],
    on(route, answer) {
      handlers.unshift([route, typeof answer === 'function' ? answer : () => answer]);
      return network;
    },
    hold(route) {
      const waiting: ((response: FakeResponse) => void)[] = [];
      let arrived = (): void => undefined;
      network.on(route, () => new Promise<FakeResponse>((resolve) => {
        waiting.push(resolve);
        arrived();
      }));
      return {
        async answer(response) {
          while (waiting.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
          waiting.shift()?.(response);
        },
      };
    },
    callsTo(route) {
      return network.calls.filter((call) => matches(route, call.method, call.path));
    },
    restore() {
      globalThis.fetch = originalFetch;
      globalThis.Request = OriginalRequest;
    },
  };

  globalThis.Request = PageRequest as typeof Request;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const fake: FakeRequest = { method: request.method.toUpperCase(), path: url.pathname, query: url.searchParams, body, headers: request.headers };
    network.calls.push(fake);
    const handler = handlers.find(([route]) => matches(route, fake.method, fake.path))?.[1];
    if (!handler) network.unhandled.push(fake);
    const answer = handler ? await handler(fake) : { status: 404, body: { success: false, message: 'Recurso não encontrado.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return network;
}

/**
 * A fresh fake network for every test of the calling file (or describe block): installed
 * before each test, restored once the test is over, after every afterEach (so a page being
 * unmounted never reaches the real fetch). The object it returns always speaks for the
 * current test's network.
 */
export function useFakeNetwork(): FakeNetwork {
  let current: FakeNetwork | null = null;
  beforeEach(({ onTestFinished }) => {
    const installed = installFakeNetwork();
    current = installed;
    onTestFinished(() => {
      installed.restore();
      if (current === installed) current = null;
    });
  });
  const active = (): FakeNetwork => {
    if (!current) throw new Error('fake network used outside a test');
    return current;
  };
  const network: FakeNetwork = {
    get calls() {
      return active().calls;
    },
    get unhandled() {
      return active().unhandled;
    },
    on(route, answer) {
      active().on(route, answer);
      return network;
    },
    hold: (route) => active().hold(route),
    callsTo: (route) => active().callsTo(route),
    restore: () => active().restore(),
  };
  return network;
}
