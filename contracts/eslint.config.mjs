import { lintConfig } from './tooling/eslint-config.mjs';

export default lintConfig({ root: import.meta.dirname, react: true });
