import { describeOnDriver } from './support/driver-suite.js';
import { historySuite } from './support/history-suite.js';

describeOnDriver('mysql', 'history', {}, (app) => historySuite(app));
