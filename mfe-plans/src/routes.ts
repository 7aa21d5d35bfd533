import type { RemoteRoutes } from 'contracts/client';
import { texts } from './texts';

// Route objects only: each page's code is a lazy chunk, so loading this module stays cheap.
const routes: RemoteRoutes = [
  {
    // A static segment outranks ":companyId", so /planos/produtos is never a company id.
    path: 'planos/produtos',
    handle: { title: texts.products.title },
    lazy: async () => ({ Component: (await import('./features/products-admin/components/ProductsAdminPage')).ProductsAdminPage }),
  },
  {
    path: 'planos/:companyId?',
    handle: { title: texts.plans.title },
    lazy: async () => ({ Component: (await import('./features/plans/components/PlansPage')).PlansPage }),
  },
  {
    path: 'retorno/:checkoutCode?',
    handle: { title: texts.plans.title },
    lazy: async () => ({ Component: (await import('./features/checkout-return/components/CheckoutReturnPage')).CheckoutReturnPage }),
  },
];

export default routes;
