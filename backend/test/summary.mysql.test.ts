import { describeOnDriver } from './support/driver-suite.js';
import { summarySuite } from './support/summary-suite.js';

describeOnDriver('mysql', 'analyses summary', {}, (app) => summarySuite(app));
