import { describeOnDriver } from './support/driver-suite.js';
import { robustnessSuite } from './support/robustness-suite.js';

describeOnDriver('mysql', 'hostile input', {}, (app, driver) => robustnessSuite(app, driver));
