import { describeOnDriver } from './support/driver-suite.js';
import { mcpSuite } from './support/mcp-suite.js';

describeOnDriver('sqlite', 'MCP', {}, (app) => mcpSuite(app));
