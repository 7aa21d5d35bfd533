import { describeOnDriver } from './support/driver-suite.js';
import { mcpSuite } from './support/mcp-suite.js';

describeOnDriver('mysql', 'MCP', {}, (app) => mcpSuite(app));
