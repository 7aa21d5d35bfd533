import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machine may be busy (several suites at once): wait longer before giving up on a find.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // No test's session (the stored token) leaks into the next.
  localStorage.clear();
});
