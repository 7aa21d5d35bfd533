import { describeOnDriver } from './support/driver-suite.js';
import { robustnessSuite } from './support/robustness-suite.js';

describeOnDriver('sqlite', 'hostile input', {}, (app, driver) => robustnessSuite(app, driver));
