import { describeOnDriver } from './support/driver-suite.js';
import { isolationSuite } from './support/isolation-suite.js';

describeOnDriver('sqlite', 'transaction isolation', {}, (app, driver) => isolationSuite(app, driver));
