import { analyticsSuite } from './support/analytics-suite.js';
import { describeOnDriver } from './support/driver-suite.js';

describeOnDriver('sqlite', 'page-view analytics', {}, (app) => analyticsSuite(app));
