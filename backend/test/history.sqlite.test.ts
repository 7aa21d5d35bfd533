import { describeOnDriver } from './support/driver-suite.js';
import { historySuite } from './support/history-suite.js';

describeOnDriver('sqlite', 'history', {}, (app) => historySuite(app));
