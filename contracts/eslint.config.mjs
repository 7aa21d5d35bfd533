import { readdirSync } from 'node:fs';
import path from 'node:path';
import { lintConfig } from './tooling/eslint-config.mjs';

// contracts/src: the core (schemas, rules, texts; what the backend imports) → ui → client →
// testing. The core stays free of React, and only tests use the test kit (tests are outside the layers).
const src = path.join(import.meta.dirname, 'src');
const LAYERS = ['ui', 'client', 'testing'];
const core = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS.includes(entry.name))
  .map((entry) => `src/${entry.name}`);
const above = (layer) => LAYERS.slice(LAYERS.indexOf(layer) + 1).map((name) => `src/${name}`);

const layers = [
  { target: ['src/*.ts', ...core], from: LAYERS.map((name) => `src/${name}`), message: 'The core of contracts imports no React layer (ui, client, testing).' },
  { target: 'src/ui', from: above('ui'), message: 'The UI kit imports the core only (layers: core → ui → client → testing).' },
  { target: 'src/client', from: above('client'), message: 'contracts/client imports the core and the UI kit, not the test kit.' },
];

export default lintConfig({ root: import.meta.dirname, react: true, layers });
