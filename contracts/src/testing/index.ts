// Test helpers ("contracts/testing"): never imported by production code.
export * from './fake-network.js';
export * from './test-host.js';
export * from './fixtures.js';
export * from './dialog-polyfill.js';
export * from './component-tests.js';
export * from './chart-layout.js';
export * from './route-patterns.js';
