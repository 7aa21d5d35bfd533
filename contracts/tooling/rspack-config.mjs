// The one Rspack + Module Federation configuration of the five frontends (shell and four
// remotes). Each app's rspack.config.mjs is a single createMfConfig(...) call.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES } from 'contracts';

/** MF name -> package folder (the URL path below /static in production) and dev-server port. */
export const APPS = {
  shell: { folder: 'shell', devPort: 3000 },
  mfe_accounts: { folder: 'mfe-accounts', devPort: 3001 },
  mfe_companies: { folder: 'mfe-companies', devPort: 3002 },
  mfe_matrices: { folder: 'mfe-matrices', devPort: 3003 },
  mfe_plans: { folder: 'mfe-plans', devPort: 3004 },
};

/** The shell lives under /static/app (seed: "app under /static/app"). */
export const SHELL_PUBLIC_PATH = '/static/app/';

/**
 * Singletons: one copy per page whatever each app was built with. Subpath entries are
 * listed because MF matches requests, not packages ('react/jsx-runtime' is its own request).
 */
const SHARED = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['react-redux', 'react-redux'],
  ['@reduxjs/toolkit', '@reduxjs/toolkit'],
  ['@reduxjs/toolkit/query', '@reduxjs/toolkit'],
  ['@reduxjs/toolkit/query/react', '@reduxjs/toolkit'],
  ['contracts', 'contracts'],
  ['contracts/client', 'contracts'],
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const CONTRACTS_VERSION = readJson(new URL('../package.json', import.meta.url)).version;

function sharedConfig(pkg) {
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(
    SHARED.map(([request, packageName]) => {
      const declared = deps[packageName];
      if (!declared) throw new Error(`${pkg.name}: shared package ${packageName} is not a dependency`);
      const version = declared.startsWith('workspace:') ? CONTRACTS_VERSION : declared.replace(/^[\^~]/, '');
      return [request, { singleton: true, requiredVersion: `^${version}` }];
    }),
  );
}

/** remotes.json the shell reads at boot: production URLs below /static, dev servers in dev. */
export function remotesFile(production) {
  return {
    remotes: REMOTES.map((name) => ({
      name,
      entry: production
        ? `/static/${APPS[name].folder}/mf-manifest.json`
        : `http://localhost:${APPS[name].devPort}/mf-manifest.json`,
    })),
  };
}

const html = (title) => `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {object} options
 * @param {string} options.root       the app folder (import.meta.dirname of its rspack.config.mjs)
 * @param {keyof typeof APPS} options.name  MF name: 'shell' or a remote of contracts' REMOTES
 * @param {Record<string,string>} [options.exposes]  remotes: exposed modules (at least './routes')
 * @param {string} [options.title]    <title> of the generated index.html
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createMfConfig({ root, name, exposes = {}, title = 'Estratégia' }) {
  const app = APPS[name];
  if (!app) throw new Error(`Unknown app ${name}; known: ${Object.keys(APPS).join(', ')}`);
  const isHost = name === 'shell';
  // The bundler and the MF plugin come from the app itself, so the CLI and this config
  // share one @rspack/core instance.
  const requireFromApp = createRequire(path.join(root, 'package.json'));
  const { rspack } = requireFromApp('@rspack/core');
  const { ModuleFederationPlugin } = requireFromApp('@module-federation/enhanced/rspack');
  const pkg = readJson(path.join(root, 'package.json'));

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
    // A remote's production build has no entry of its own: only remoteEntry.js and its
    // chunks. Its standalone dev host (src/dev.ts) exists only in dev mode.
    const entry = isHost ? { main: './src/index.ts' } : production ? {} : { main: './src/dev.ts' };
    const withHtml = isHost || !production;

    const plugins = [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js', exposes }),
        shared: sharedConfig(pkg),
        // 'version-first' would fetch every registered remote's entry at start-up to compare
        // versions; the shell loads first and its singletons win, so only visited remotes load.
        shareStrategy: 'loaded-first',
        manifest: true,
        // Generated federation types are a convenience, never a build dependency.
        dts: false,
        dev: !production,
        // One MF runtime per page: the shell hands its runtime core to the remotes it loads
        // (~30 KB gzip less per remote). A remote's dev build keeps its own, to run alone.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
      }),
    ];
    if (withHtml) {
      plugins.push(new rspack.HtmlRspackPlugin({ templateContent: html(title), inject: 'body', scriptLoading: 'defer' }));
    }
    if (isHost) plugins.push(new RemotesFilePlugin(rspack, remotesFile(production)));

    return {
      mode: production ? 'production' : 'development',
      context: root,
      target: 'web',
      entry,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: process.env.MF_OUTPUT_DIR ? path.resolve(process.env.MF_OUTPUT_DIR) : path.join(root, 'dist'),
        // A built remote resolves its chunks from wherever it was loaded: relocatable. In dev
        // its server's absolute URL serves both its own deep links and the shell's dev server.
        publicPath: isHost ? SHELL_PUBLIC_PATH : production ? 'auto' : `http://localhost:${app.devPort}/`,
        filename: hashed('js'),
        chunkFilename: hashed('js'),
        cssFilename: hashed('css'),
        cssChunkFilename: hashed('css'),
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
      module: {
        parser: { 'css/module': { namedExports: false } },
        generator: { 'css/module': { localIdentName: production ? `${name}-[hash:8]` : `${name}-[local]-[hash:4]` } },
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.module\.css$/, type: 'css/module' },
          // Only the shell ships global CSS; a remote's plain .css import fails its build.
          ...(isHost ? [{ test: /\.css$/, exclude: /\.module\.css$/, type: 'css' }] : []),
        ],
      },
      plugins,
      performance: { hints: false },
      devServer: {
        port: app.devPort,
        // Remotes are fetched cross-origin by the shell's dev server.
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost ? { index: `${SHELL_PUBLIC_PATH}index.html` } : true,
        proxy: [{ context: ['/api'], target: 'http://localhost:8000' }],
      },
    };
  };
}

/** Emits remotes.json beside the shell's index.html (edited at deploy time, never rebuilt). */
class RemotesFilePlugin {
  constructor(rspack, content) {
    this.rspack = rspack;
    this.content = content;
  }
  apply(compiler) {
    const { Compilation, sources } = this.rspack;
    compiler.hooks.thisCompilation.tap('RemotesFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('remotes.json', new sources.RawSource(`${JSON.stringify(this.content, null, 2)}\n`)),
      );
    });
  }
}
