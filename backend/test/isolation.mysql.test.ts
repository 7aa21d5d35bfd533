import { describeOnDriver } from './support/driver-suite.js';
import { isolationSuite } from './support/isolation-suite.js';

describeOnDriver('mysql', 'transaction isolation', {}, (app, driver) => isolationSuite(app, driver));
