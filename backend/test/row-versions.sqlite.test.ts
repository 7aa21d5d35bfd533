import { describeOnDriver } from './support/driver-suite.js';
import { rowVersionsSuite } from './support/row-versions-suite.js';

describeOnDriver('sqlite', 'Row versions', {}, (app) => rowVersionsSuite(app));
