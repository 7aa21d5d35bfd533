import { describe, expect, it } from 'vitest';
import { okResponse, useFakeNetwork } from './fake-network.js';

const body = async (response: Promise<Response>) => ((await (await response).json()) as { data: unknown }).data;

describe('fake network: held routes', () => {
  const network = useFakeNetwork();

  it('an answer given before the page asks waits for the request', async () => {
    const held = network.hold('GET /api/x');
    const answered = held.answer(okResponse('first'));
    const response = fetch('/api/x');
    await answered;
    expect(await body(response)).toBe('first');
  });

  it('answers the waiting requests oldest first and leaves the others waiting', async () => {
    const held = network.hold('POST /api/x');
    const first = fetch('/api/x', { method: 'POST' });
    const second = fetch('/api/x', { method: 'POST' });
    let secondDone = false;
    void second.then(() => (secondDone = true));
    await held.answer(okResponse(1));
    expect(await body(first)).toBe(1);
    expect(secondDone).toBe(false);
    await held.answer(okResponse(2));
    expect(await body(second)).toBe(2);
  });
});
