import type { RemoteRoutes } from 'contracts/client';
import { texts } from './texts';

// Route objects only: each page's code is a lazy chunk, so loading this module stays cheap.
const routes: RemoteRoutes = [
  {
    path: 'planos/:companyId?',
    handle: { title: texts.plans.title },
    lazy: async () => ({ Component: (await import('./features/plans/components/PlansPage')).PlansPage }),
  },
];

export default routes;
