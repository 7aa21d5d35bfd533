import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from 'contracts/testing';

// The machine may be busy (several suites at once): wait longer before giving up on a find.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // No test's session (the stored token) leaks into the next.
  localStorage.clear();
});

// The UI kit's dialogs are native <dialog> elements, which jsdom opens only with this.
installDialogPolyfill();
