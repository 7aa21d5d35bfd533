import { describeOnDriver } from './support/driver-suite.js';
import { swotSuite } from './support/swot-suite.js';

describeOnDriver('mysql', 'swot', {}, (app) => swotSuite(app));
