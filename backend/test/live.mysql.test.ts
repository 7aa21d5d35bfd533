import { describeOnDriver } from './support/driver-suite.js';
import { liveSuite } from './support/live-suite.js';

describeOnDriver('mysql', 'live', {}, (app) => liveSuite(app));
