import { createMfConfig } from 'contracts/rspack';

// index.html is the shell's own: it shows a loading indicator before any script runs, and the
// production build has it preload the boot chunk (src/index.ts's import of './bootstrap'). The
// production build adds the service worker (dist/sw.js, served at /sw.js).
export default createMfConfig({
  root: import.meta.dirname,
  name: 'shell',
  htmlTemplate: 'src/index.html',
  serviceWorker: 'src/service-worker/worker.ts',
  bootChunk: 'bootstrap',
});
