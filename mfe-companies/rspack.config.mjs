import { createMfConfig } from 'contracts/rspack';

export default createMfConfig({
  root: import.meta.dirname,
  name: 'mfe_companies',
  exposes: { './routes': './src/routes.tsx' },
  title: 'Empresas',
});
