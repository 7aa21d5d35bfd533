import { multifatorialSuite } from './support/multifatorial-suite.js';
import { describeOnDriver } from './support/driver-suite.js';

describeOnDriver('mysql', 'multifatorial', {}, (app) => multifatorialSuite(app));
