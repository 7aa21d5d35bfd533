import { createAppTestConfig } from 'contracts/vitest';

export default createAppTestConfig();
