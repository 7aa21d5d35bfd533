import { afterAll } from 'vitest';
import { describeOnDriver } from './support/driver-suite.js';
import { startFakeMercadoPago } from './support/fake-mercadopago.js';
import { MERCADOPAGO_TEST_SECRET, mercadoPagoSuite } from './support/mercadopago-suite.js';

const fake = await startFakeMercadoPago();
afterAll(() => fake.close());

describeOnDriver(
  'sqlite',
  'payments with Mercado Pago',
  {
    env: () => ({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: MERCADOPAGO_TEST_SECRET,
      MERCADOPAGO_API_URL: fake.url,
    }),
  },
  (app) => mercadoPagoSuite(app, fake),
);
