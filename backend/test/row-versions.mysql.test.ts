import { describeOnDriver } from './support/driver-suite.js';
import { rowVersionsSuite } from './support/row-versions-suite.js';

describeOnDriver('mysql', 'Row versions', {}, (app) => rowVersionsSuite(app));
