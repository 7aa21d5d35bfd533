import { lintConfig } from 'contracts/eslint';

export default lintConfig({ root: import.meta.dirname, react: true, frontend: true });
