import { describeMercadoPagoOnDriver } from './support/mercadopago-suite.js';

await describeMercadoPagoOnDriver('mysql');
