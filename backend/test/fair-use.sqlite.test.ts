import { describeOnDriver } from './support/driver-suite.js';
import { fairUseSuite } from './support/fair-use-suite.js';

describeOnDriver('sqlite', 'Fair use', {}, (app) => fairUseSuite(app));
