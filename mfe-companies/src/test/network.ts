import { afterEach, beforeEach } from 'vitest';
import { installFakeNetwork, type FakeNetwork } from 'contracts/testing';

let current: FakeNetwork | null = null;

/** Every test gets a fresh fake network (fetch intercepted; unscripted calls answer 404). */
export function useFakeNetwork(): () => FakeNetwork {
  beforeEach(() => {
    current = installFakeNetwork();
  });
  afterEach(() => {
    current?.restore();
    current = null;
  });
  return () => {
    if (!current) throw new Error('fake network used outside a test');
    return current;
  };
}
