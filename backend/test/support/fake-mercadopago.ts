import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment as Mercado Pago's `GET /v1/payments/{id}` answers it (the fields we read, and a few more). */
export interface FakePayment {
  id: number;
  status: string;
  status_detail?: string;
  external_reference: string;
  transaction_amount: number;
  currency_id: string;
  date_created: string;
  date_last_updated: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeMercadoPago {
  /** Origin to put in MERCADOPAGO_API_URL. */
  url: string;
  accessToken: string;
  /** Payments the API knows, by id. */
  payments: Map<string, FakePayment>;
  /** Every request the SDK made, in order. */
  requests: RecordedRequest[];
  /** While set, every call answers this status (an outage). */
  failWith: number | null;
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body });

/**
 * Mercado Pago's REST API as far as Checkout Pro uses it, on loopback (no network here):
 * `POST /checkout/preferences/` and `GET /v1/payments/{id}`, with its bearer-token check and
 * its error bodies. The real SDK talks to it through MERCADOPAGO_API_URL.
 */
export async function startFakeMercadoPago(accessToken = 'TEST-0000000000000000-112300-fake'): Promise<FakeMercadoPago> {
  let preferences = 0;
  const fake: FakeMercadoPago = {
    url: '',
    accessToken,
    payments: new Map(),
    requests: [],
    failWith: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (method: string, path: string, headers: IncomingHttpHeaders, body: unknown) => {
    if (fake.failWith !== null) return json(fake.failWith, { message: 'internal_error', error: 'internal_error', status: fake.failWith, cause: [] });
    if (headers.authorization !== `Bearer ${accessToken}`) {
      return json(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
    }
    if (method === 'POST' && path === '/checkout/preferences/') {
      const id = `123456789-pref-${++preferences}`;
      return json(201, {
        ...(body as object),
        id,
        collector_id: 123456789,
        date_created: new Date().toISOString(),
        init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
      });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && payment) {
      const found = fake.payments.get(decodeURIComponent(payment[1]));
      return found ? json(200, found) : json(404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
    }
    return json(404, { message: 'resource not found', error: 'not_found', status: 404, cause: [] });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : undefined;
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      fake.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const { status, body: reply } = answer(req.method ?? '', path, req.headers, body);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
