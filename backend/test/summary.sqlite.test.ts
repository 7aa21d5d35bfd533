import { describeOnDriver } from './support/driver-suite.js';
import { summarySuite } from './support/summary-suite.js';

describeOnDriver('sqlite', 'analyses summary', {}, (app) => summarySuite(app));
