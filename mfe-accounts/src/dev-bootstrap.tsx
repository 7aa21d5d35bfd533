import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHost } from 'contracts/dev-host';
import routes from './routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevHost routes={routes} name="mfe_accounts" />
  </StrictMode>,
);
