import { describeOnDriver } from './support/driver-suite.js';
import { swotSuite } from './support/swot-suite.js';

describeOnDriver('sqlite', 'swot', {}, (app) => swotSuite(app));
