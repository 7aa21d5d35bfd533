import { describeOnDriver } from './support/driver-suite.js';
import { liveSuite } from './support/live-suite.js';

describeOnDriver('sqlite', 'live', {}, (app) => liveSuite(app));
