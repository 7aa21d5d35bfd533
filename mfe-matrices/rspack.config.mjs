import { createMfConfig } from 'contracts/rspack';

export default createMfConfig({
  root: import.meta.dirname,
  name: 'mfe_matrices',
  exposes: { './routes': './src/routes.ts' },
  title: 'Matrizes',
});
