import { installDialogPolyfill } from './testing/dialog-polyfill.js';

// Kit dialogs in jsdom suites (a no-op in the node environment, which has no HTMLDialogElement).
installDialogPolyfill();
