import { ambientalSuite } from './support/ambiental-suite.js';
import { describeOnDriver } from './support/driver-suite.js';

describeOnDriver('mysql', 'ambiental', {}, (app) => ambientalSuite(app));
