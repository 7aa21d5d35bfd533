import { afterEach } from 'vitest';
import { setupComponentTests } from 'contracts/testing';

setupComponentTests();
// No test's session (the stored token) leaks into the next.
afterEach(() => localStorage.clear());
