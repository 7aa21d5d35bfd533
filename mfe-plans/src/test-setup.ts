import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from 'contracts/testing';

afterEach(cleanup);

// The UI kit's dialogs are native <dialog> elements, which jsdom opens only with this.
installDialogPolyfill();
