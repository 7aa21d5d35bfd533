import { analysesSuite } from './support/analyses-suite.js';
import { AnalysisProbeModule } from './support/analysis-probe.module.js';
import { describeOnDriver } from './support/driver-suite.js';

describeOnDriver('sqlite', 'analysis pattern', { extraModules: [AnalysisProbeModule] }, (app) => analysesSuite(app));
