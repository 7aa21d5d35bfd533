import { analysesSuite } from './support/analyses-suite.js';
import { AnalysisProbeModule } from './support/analysis-probe.module.js';
import { describeOnDriver } from './support/driver-suite.js';

describeOnDriver('mysql', 'analysis pattern', { extraModules: [AnalysisProbeModule] }, (app) => analysesSuite(app));
