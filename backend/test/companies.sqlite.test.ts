import { companiesSuite } from './support/companies-suite.js';
import { describeOnDriver } from './support/driver-suite.js';

describeOnDriver('sqlite', 'companies and staff', {}, (app) => companiesSuite(app));
