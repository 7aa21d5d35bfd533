import { multifatorialSuite } from './support/multifatorial-suite.js';
import { describeOnDriver } from './support/driver-suite.js';

describeOnDriver('sqlite', 'multifatorial', {}, (app) => multifatorialSuite(app));
