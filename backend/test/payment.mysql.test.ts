import { describeOnDriver } from './support/driver-suite.js';
import { paymentSuite } from './support/payment-suite.js';

describeOnDriver('mysql', 'plans and purchases', {}, (app) => paymentSuite(app));
