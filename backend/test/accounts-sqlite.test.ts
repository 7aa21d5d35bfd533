import { join } from 'node:path';
import { accountsSuite } from './support/accounts-suite.js';
import { describeOnDriver } from './support/driver-suite.js';

const SYSADMIN = 'chefe.sqlite@example.com.br';

describeOnDriver(
  'sqlite',
  'accounts',
  {
    env: (root) => ({ MAIL_OUTBOX_DIR: join(root, 'outbox'), PUBLIC_URL: 'https://estrategia.example.com.br', PAYMENT_PROVIDER: 'sandbox', SYSADMIN_EMAILS: SYSADMIN }),
    extraModules: [],
  },
  (app, driver) => accountsSuite({ app, driver, sysadminEmail: SYSADMIN }),
);
