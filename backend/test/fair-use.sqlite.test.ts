import { describeOnDriver } from './support/driver-suite.js';
import { FAIR_USE_WINDOW, fairUseSuite } from './support/fair-use-suite.js';

describeOnDriver('sqlite', 'Fair use', { settings: FAIR_USE_WINDOW }, (app) => fairUseSuite(app));
