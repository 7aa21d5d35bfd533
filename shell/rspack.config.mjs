import { createMfConfig } from 'contracts/rspack';

export default createMfConfig({ root: import.meta.dirname, name: 'shell', title: 'Estratégia' });
