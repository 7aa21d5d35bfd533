import { chartCacheSuite } from './support/chart-cache-suite.js';
import { describeOnDriver } from './support/driver-suite.js';

describeOnDriver('mysql', 'Chart cache', {}, (app) => chartCacheSuite(app));
