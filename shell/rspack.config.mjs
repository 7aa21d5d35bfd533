import { createMfConfig } from 'contracts/rspack';

// index.html is the shell's own: it shows a loading indicator before any script runs.
export default createMfConfig({ root: import.meta.dirname, name: 'shell', htmlTemplate: 'src/index.html' });
