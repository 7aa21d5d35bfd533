// The one Rspack + Module Federation configuration of the five frontends (shell and four
// remotes). Each app's rspack.config.mjs is a single createMfConfig(...) call.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_CHUNKS_FILE, REMOTES, isImmutableFileName } from 'contracts';

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
 * The pure entry 'contracts' is not shared: it holds no state, so each app bundles (and
 * tree-shakes) the part it uses; only 'contracts/client' (store, baseApi, HostContext) must
 * be one instance.
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
  ['contracts/client', 'contracts'],
  ['contracts/chart', 'contracts'],
];

/**
 * Shared requests only the shell provides, in a chunk of their own (name -> chunk) that the page
 * downloads the first time a remote imports the request, never at boot. The remotes' production
 * builds carry no copy (`import: false`): ECharts is downloaded once whichever remotes draw charts.
 * `modules`: what the chunk holds (the request's own code and the libraries only it uses).
 */
const HOST_LAZY = {
  'contracts/chart': {
    chunk: 'echarts',
    modules: /[\\/](contracts[\\/]dist[\\/]chart|node_modules[\\/](echarts|zrender|echarts-for-react|size-sensor|fast-deep-equal|tslib))[\\/]/,
  },
};

/**
 * Shared requests provided through a facade that re-exports only the API the apps use, so
 * the bundler can tree-shake the package behind it (a shared module keeps every export).
 * A facade imports the real package as that package's own folder sees it (pnpm: its
 * dependencies sit beside it), or through an alias (`targets`). `consumers`: modules of other
 * packages that import the facaded request (they get the facade too, so it must export what
 * they import).
 */
const FACADES = {
  'react-router-dom': { file: 'react-router-dom.mjs', consumers: [] },
  '@reduxjs/toolkit': {
    file: 'reduxjs-toolkit.mjs',
    consumers: ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
    // The facade cannot import '@reduxjs/toolkit' by that name: it would get itself.
    targets: { 'facade-target/@reduxjs/toolkit': '@reduxjs/toolkit' },
  },
};
for (const facade of Object.values(FACADES)) facade.file = fileURLToPath(new URL(`./${facade.file}`, import.meta.url));
const FACADE_FILES = Object.values(FACADES).map((facade) => facade.file);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const CONTRACTS_VERSION = readJson(new URL('../package.json', import.meta.url)).version;

function sharedConfig(pkg, { isHost, production, requireFromApp }) {
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(
    SHARED.map(([request, packageName]) => {
      const declared = deps[packageName];
      if (!declared) throw new Error(`${pkg.name}: shared package ${packageName} is not a dependency`);
      const version = declared.startsWith('workspace:') ? CONTRACTS_VERSION : declared.replace(/^[\^~]/, '');
      const facade = FACADES[request] ? { import: FACADES[request].file, version } : {};
      // The shell imports none of it: named by its file, it is provided all the same. A remote's
      // dev build runs alone (src/dev.ts): it keeps its own copy.
      const lazy = !HOST_LAZY[request] ? {} : isHost ? { import: requireFromApp.resolve(request), version } : production ? { import: false } : {};
      return [request, { singleton: true, requiredVersion: `^${version}`, ...facade, ...lazy }];
    }),
  );
}

/** A library module: from node_modules, or a shared facade (re-exports of one). */
const isVendor = (module) => /[\\/]node_modules[\\/]/.test(module.resource ?? '') || FACADE_FILES.includes(module.resource);

const CONTRACTS_DIST = /[\\/]contracts[\\/]dist[\\/]/;

/** The shell's chunk of every library it loads at boot (the shared singletons, contracts) but React. */
const VENDOR_CHUNK = 'vendor';
/** The shell's chunk of React and React DOM, loaded at boot beside VENDOR_CHUNK. */
const REACT_CHUNK = 'react';
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The shell's chunk of zod and the schemas it loads lazily (contracts live-schemas), never at boot. */
const LAZY_CHECKS_CHUNK = 'checks';
const LAZY_CHECKS_MODULES = /[\\/](node_modules[\\/]zod[\\/]|contracts[\\/]dist[\\/]live-schemas\.js$)/;

/** Names a facade re-exports (its `export { … } from` lists). */
export function facadeExports(file) {
  const names = new Set();
  const code = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const item of list.split(',')) if (item.trim()) names.add(item.trim().split(/\s+as\s+/).pop());
  }
  return names;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The ES module file of a package entry (`module` or `import` condition of its exports). */
function esmEntry(requireFromApp, request) {
  const name = request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
  const dir = path.dirname(requireFromApp.resolve(`${name}/package.json`));
  const target = readJson(path.join(dir, 'package.json')).exports[`.${request.slice(name.length)}`];
  const pick = (value) => (typeof value === 'string' ? value : value && pick(value.module ?? value.import ?? value.default));
  return path.join(dir, pick(target));
}

/** The node_modules folder a package sits in (for pnpm, beside its own dependencies). */
function modulesFolderOf(requireFromApp, name) {
  const dir = path.dirname(requireFromApp.resolve(`${name}/package.json`));
  return dir.slice(0, dir.length - name.length - 1);
}

/**
 * Fails the build when an app (or contracts/client, or a package that imports a facaded
 * request) imports from a facaded package a value its facade does not re-export: at run
 * time it would be undefined.
 */
export function checkFacadeImports(dirs, requireFromApp) {
  const problems = [];
  for (const [request, facade] of Object.entries(FACADES)) {
    const exported = facadeExports(facade.file);
    const quoted = request.replace(/[/.]/g, '\\$&');
    const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
    const other = new RegExp(`(import|export)\\s+(\\*|[\\w$]+)[^;'"]*from\\s*['"]${quoted}['"]|export\\s*\\{[^}]*\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
    const files = [...dirs.flatMap(sourceFiles), ...facade.consumers.map((consumer) => esmEntry(requireFromApp, consumer))];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, typeOnly, list] of text.matchAll(named)) {
        if (typeOnly) continue;
        for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) {
          if (item.startsWith('type ')) continue;
          const name = item.split(/\s+as\s+/)[0];
          if (!exported.has(name)) problems.push(`${file}: '${name}' from '${request}' is not in ${facade.file}`);
        }
      }
      for (const [statement] of text.matchAll(other)) {
        if (!/^import\s+type\b/.test(statement)) problems.push(`${file}: use named imports from '${request}' (${statement})`);
      }
    }
  }
  if (problems.length) throw new Error(`Shared facades (contracts/tooling):\n  ${problems.join('\n  ')}`);
}

/**
 * React Router's package exports only its development build, whatever the conditions; its
 * production build beside it differs in one constant (ENABLE_DEV_WARNINGS: the console warnings
 * and the default error screen's notes to developers). Production builds take that one: for each
 * entry the facade imports, its production twin (an exact alias).
 */
function reactRouterProductionAliases(requireFromApp) {
  const dir = path.join(modulesFolderOf(requireFromApp, 'react-router-dom'), 'react-router');
  const { exports } = readJson(path.join(dir, 'package.json'));
  return Object.fromEntries(
    ['.', './dom'].map((entry) => {
      const development = path.join(dir, exports[entry].import.default);
      const production = development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
      if (production === development || !existsSync(production)) throw new Error(`react-router: no production build beside ${development}`);
      return [`react-router${entry.slice(1)}$`, production];
    }),
  );
}

/** A CommonJS file of the federation runtime packages. */
const MF_RUNTIME_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module build beside a CommonJS file of the federation runtime (x.js or x.mjs). */
function esmTwin(file) {
  for (const ext of ['.js', '.mjs']) {
    const twin = file.replace(/\.cjs$/, ext);
    if (existsSync(twin)) return twin;
  }
  return file;
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
 * @param {string} [options.htmlTemplate]  the app's own index.html (relative to root) instead of the generated one
 * @param {string} [options.serviceWorker]  the shell: its service worker's source (relative to root), built in
 *   production beside the app as sw.js with the app's precache manifest (see serviceWorkerConfig)
 * @param {string} [options.bootChunk]  the shell: name (webpackChunkName) of the chunk its entry imports at
 *   boot; the production index.html preloads it and the vendor chunk (see BootChunksPreloadPlugin)
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 */
export function createMfConfig({ root, name, exposes = {}, title = 'Estratégia', htmlTemplate, serviceWorker, bootChunk }) {
  const app = APPS[name];
  if (!app) throw new Error(`Unknown app ${name}; known: ${Object.keys(APPS).join(', ')}`);
  const isHost = name === 'shell';
  // The bundler and the MF plugin come from the app itself, so the CLI and this config
  // share one @rspack/core instance.
  const requireFromApp = createRequire(path.join(root, 'package.json'));
  const { rspack } = requireFromApp('@rspack/core');
  const { ModuleFederationPlugin } = requireFromApp('@module-federation/enhanced/rspack');
  const pkg = readJson(path.join(root, 'package.json'));

  // The app's own code, contracts/client (bundled into every app as the shared fallback) and the UI kit.
  checkFacadeImports(
    [path.join(root, 'src'), ...['client', 'ui'].map((entry) => fileURLToPath(new URL(`../src/${entry}`, import.meta.url)))],
    requireFromApp,
  );

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
        shared: sharedConfig(pkg, { isHost, production, requireFromApp }),
        // 'version-first' would fetch every registered remote's entry at start-up to compare
        // versions; the shell loads first and its singletons win, so only visited remotes load.
        shareStrategy: 'loaded-first',
        manifest: true,
        // Generated federation types are a convenience, never a build dependency.
        dts: false,
        dev: !production,
        // One MF runtime per page: the shell hands its runtime core to the remotes it loads
        // (~30 KB gzip less per remote). A remote's dev build keeps its own, to run alone.
        // optimization (compile-time flags of the runtime): browser only, so the Node script
        // loader is dropped; a remote loads no remotes itself, so its remote-loading code too.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: production, optimization: { target: 'web', disableRemote: true } },
      }),
    ];
    // Rspack and the MF plugin locate the federation runtime with Node's require.resolve, which
    // picks the packages' CommonJS builds: nothing of it would be tree-shaken (the whole SDK,
    // Node script loading included, on every page). Their ES module twins are used instead.
    plugins.push(
      new rspack.NormalModuleReplacementPlugin(MF_RUNTIME_CJS, (data) => {
        if (data.request && path.isAbsolute(data.request)) data.request = esmTwin(data.request);
      }),
      new EsmFederationRuntimePlugin(),
    );
    if (withHtml) {
      const page = htmlTemplate ? { template: path.join(root, htmlTemplate) } : { templateContent: html(title) };
      plugins.push(new rspack.HtmlRspackPlugin({ ...page, inject: 'body', scriptLoading: 'defer' }));
      if (bootChunk && production) plugins.push(new BootChunksPreloadPlugin(rspack.HtmlRspackPlugin, [REACT_CHUNK, VENDOR_CHUNK, bootChunk]));
    }
    if (isHost) plugins.push(new RemotesFilePlugin(rspack, remotesFile(production)));
    else if (production) plugins.push(new PageChunksPlugin(rspack));
    if (production) plugins.push(new PrecompressPlugin());

    const config = {
      name,
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
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        ...(production ? { alias: reactRouterProductionAliases(requireFromApp) } : {}),
      },
      module: {
        // Custom properties stay global: they are the design tokens (contracts/ui/tokens.module.css),
        // defined once and read by every app's stylesheets.
        parser: { 'css/module': { namedExports: false, dashedIdents: false } },
        generator: { 'css/module': { localIdentName: production ? `${name}-[hash:8]` : `${name}-[local]-[hash:4]` } },
        rules: [
          ...Object.entries(FACADES).map(([request, facade]) => ({
            include: facade.file,
            resolve: {
              modules: [modulesFolderOf(requireFromApp, request), 'node_modules'],
              alias: Object.fromEntries(
                Object.entries(facade.targets ?? {}).map(([name, target]) => [`${name}$`, esmEntry(requireFromApp, target)]),
              ),
            },
          })),
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
      optimization: {
        splitChunks: {
          cacheGroups: {
            // The shell loads all of its libraries (the shared singletons) at boot: one file
            // compresses better than a dozen and holds no module twice.
            ...(isHost && production
              ? {
                  ...Object.fromEntries(
                    Object.values(HOST_LAZY).map(({ chunk, modules }) => [
                      chunk,
                      { test: (module) => modules.test(module.resource ?? ''), chunks: 'async', name: chunk, enforce: true, priority: 20 },
                    ]),
                  ),
                  // zod and the live stream's schemas, which the shell imports with the stream's
                  // first change: out of the vendor chunk, a third of it, so a page's first load
                  // neither downloads nor compiles them.
                  [LAZY_CHECKS_CHUNK]: { test: LAZY_CHECKS_MODULES, chunks: 'async', name: LAZY_CHECKS_CHUNK, enforce: true, priority: 18 },
                  // React (DOM) in a file of its own beside the other libraries: on a phone's
                  // slow link two files of 58 KB on two connections arrive 0.14 s before one of
                  // 115 KB on one, whose window grows one round trip at a time (issue 23).
                  [REACT_CHUNK]: { test: REACT_MODULES, chunks: 'async', name: REACT_CHUNK, enforce: true, priority: 15 },
                  vendor: {
                    // With every stylesheet of the shell: its own styles and the UI kit's in one
                    // file, a request less on a phone's six connections (issue 23).
                    test: (module) => isVendor(module) || CONTRACTS_DIST.test(module.resource ?? '') || module.type.startsWith('css'),
                    chunks: 'async',
                    name: VENDOR_CHUNK,
                    enforce: true,
                    priority: 10,
                  },
                }
              : {}),
            // A remote's page comes in as few files as possible: its own chunk (modules it shares
            // with other pages copied in) and the libraries' chunks, not a dozen small shared
            // chunks that a phone's six connections fetch in rounds (issue 23).
            ...(isHost ? {} : { default: false }),
            // Rspack's default vendors group, plus the shared facades: a facade holds only
            // re-exports, so alone in a chunk it would have nothing to map (no source map).
            defaultVendors: {
              test: isVendor,
              idHint: 'vendors',
              priority: -10,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      // `rspack serve` turns lazy compilation on when the config leaves it unset; its proxies
      // break the async boundary Module Federation needs (the dev host's bootstrap and the
      // shared modules' chunks then fail to load: ChunkLoadError).
      lazyCompilation: false,
      devServer: {
        port: app.devPort,
        // Remotes are fetched cross-origin by the shell's dev server.
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost ? { index: `${SHELL_PUBLIC_PATH}index.html` } : true,
        proxy: [{ context: ['/api'], target: 'http://localhost:8000' }],
      },
    };
    // Dev servers have no worker: it would cache what the developer is changing.
    return serviceWorker && production ? [config, serviceWorkerConfig({ root, source: serviceWorker, app: config, requireFromApp })] : config;
  };
}

/** The file name of the built worker; the backend serves it at /sw.js (contracts SERVICE_WORKER_URL). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The app files the worker precaches: its page, scripts and styles (not remotes.json, source maps or twins). */
export const PRECACHE_GLOB = {
  globPatterns: ['**/*.{js,css,html}'],
  // The lazily loaded shared chunks: the asset cache keeps them once a page has used them.
  globIgnores: [SERVICE_WORKER_FILE, ...Object.values(HOST_LAZY).map(({ chunk }) => `${chunk}.*`)],
  // rspack's [contenthash:8] names are their own revision.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
};

/**
 * A second compilation of the app's production build: its service worker as one classic
 * script (target webworker, no Module Federation, no chunks), compiled after the app
 * (`dependencies`) into the same folder, with Workbox's precache manifest of the app's
 * emitted files in place of `self.__WB_MANIFEST` (the injectManifest contract).
 */
function serviceWorkerConfig({ root, source, app, requireFromApp }) {
  return {
    name: `${app.name}-service-worker`,
    dependencies: [app.name],
    mode: 'production',
    context: root,
    target: 'webworker',
    entry: { sw: path.resolve(root, source) },
    // The manifest is injected after minification: a source map would be off by its length.
    devtool: false,
    output: { path: app.output.path, filename: SERVICE_WORKER_FILE, publicPath: '/', clean: false },
    resolve: app.resolve,
    module: { rules: app.module.rules.filter((rule) => rule.loader === 'builtin:swc-loader') },
    plugins: [new PrecacheManifestPlugin(requireFromApp, app.output.publicPath), new PrecompressPlugin()],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

/** Replaces `self.__WB_MANIFEST` in the worker with workbox-build's manifest of the app's output folder. */
export class PrecacheManifestPlugin {
  constructor(requireFromApp, publicPath) {
    this.requireFromApp = requireFromApp;
    this.publicPath = publicPath;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecacheManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const { getManifest } = this.requireFromApp('workbox-build');
        const { manifestEntries, warnings } = await getManifest({
          globDirectory: compilation.outputOptions.path,
          modifyURLPrefix: { '': this.publicPath },
          ...PRECACHE_GLOB,
        });
        for (const warning of warnings) compilation.warnings.push(new compiler.webpack.WebpackError(warning));
        const code = compilation.getAsset(SERVICE_WORKER_FILE).source.source().toString();
        if (!code.includes('self.__WB_MANIFEST')) throw new Error(`${SERVICE_WORKER_FILE}: self.__WB_MANIFEST not found (the worker must call precacheAndRoute(self.__WB_MANIFEST))`);
        compilation.updateAsset(SERVICE_WORKER_FILE, new sources.RawSource(code.replace('self.__WB_MANIFEST', JSON.stringify(manifestEntries))));
      });
    });
  }
}

/**
 * Drops the aliases Rspack's MF plugin points at CommonJS files of the federation runtime
 * ('@module-federation/runtime' → dist/index.cjs): without them the package resolves to its
 * ES module entry (and its subpaths, e.g. '/helpers', through its exports map).
 */
class EsmFederationRuntimePlugin {
  apply(compiler) {
    compiler.hooks.afterPlugins.tap('EsmFederationRuntimePlugin', () => {
      const alias = compiler.options.resolve.alias ?? {};
      for (const [key, value] of Object.entries(alias)) {
        if (typeof value === 'string' && MF_RUNTIME_CJS.test(value)) delete alias[key];
      }
    });
  }
}

/**
 * Adds to index.html's head a `<link rel="preload">` of each file (scripts, styles) of the named
 * chunks: the shell's boot chunks then download with the page, not after main.js has run and
 * asked for them. The chunk loader's own script and stylesheet tags take the preloads over
 * (same URLs, no crossorigin on either).
 */
export class BootChunksPreloadPlugin {
  constructor(HtmlRspackPlugin, chunkNames) {
    this.HtmlRspackPlugin = HtmlRspackPlugin;
    this.chunkNames = chunkNames;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('BootChunksPreloadPlugin', (compilation) => {
      this.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('BootChunksPreloadPlugin', (data) => {
        const files = this.chunkNames.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`BootChunksPreloadPlugin: no chunk named '${name}'`);
          return [...chunk.files];
        });
        const as = (file) => (file.endsWith('.css') ? 'style' : file.endsWith('.js') ? 'script' : null);
        const links = files
          .filter(as)
          .map((file) => ({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', href: `${data.publicPath}${file}`, as: as(file) } }));
        return { ...data, headTags: [...data.headTags, ...links] };
      });
    });
  }
}

/**
 * Emits PAGE_CHUNKS_FILE: for each chunk group named `page-…` (a page's `import()` with a
 * webpackChunkName, contracts `pageChunkGroups`), the scripts and styles it loads. The backend
 * preloads them with the page (issue 23), so they download beside the shell's scripts instead of
 * after them.
 */
export class PageChunksPlugin {
  constructor(rspack) {
    this.rspack = rspack;
  }
  apply(compiler) {
    const { Compilation, sources } = this.rspack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        for (const [name, group] of [...compilation.namedChunkGroups].sort(([a], [b]) => a.localeCompare(b))) {
          if (!name.startsWith('page-')) continue;
          pages[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => /\.(js|css)$/.test(file)).sort();
        }
        compilation.emitAsset(PAGE_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    });
  }
}

/** Emits remotes.json beside the shell's index.html (edited at deploy time, never rebuilt). */
/** Text assets worth compressing (source maps stay as they are: only tools read them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Production builds write a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside
 * each content-hashed text asset, when smaller; the backend (@fastify/static's preCompressed)
 * sends the one the browser accepts, so nothing is compressed per request. Files that keep
 * their name across deploys (remotes.json, mf-manifest.json, sw.js…) get none: one replaced
 * in place, or half uploaded, must be sent as it is now, not as its twin was; they are small,
 * and @fastify/compress compresses them as they are sent.
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const { promisify } = await import('node:util');
      const zlib = await import('node:zlib');
      const { readFile, writeFile } = await import('node:fs/promises');
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const outputPath = compilation.outputOptions.path;
      const names = compilation.getAssets().map((asset) => asset.name).filter((name) => COMPRESSIBLE.test(name) && isImmutableFileName(path.basename(name)));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputPath, name);
          const content = await readFile(file);
          const twins = [
            ['.br', await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
            ['.gz', await gzip(content, { level: 9 })],
          ];
          for (const [suffix, compressed] of twins) if (compressed.length < content.length) await writeFile(file + suffix, compressed);
        }),
      );
    });
  }
}

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
