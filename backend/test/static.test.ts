import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIRST_SCREENS, MESSAGES, pageDataRequests } from 'contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDataTags } from '../src/static/page-data-tags.js';
import { DEFAULT_REMOTES, SHELL_INDEX, frontendFixture, tempDir, writeFiles } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OVERLAY_REMOTES = {
  remotes: [{ name: 'mfe_accounts', entry: '/static/mfe-accounts-v2/mf-manifest.json' }],
};

describe('STATIC_DIR overlay', () => {
  const root = tempDir('backend-static');
  const overlay = tempDir('backend-overlay');
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    writeFiles(overlay.path, {
      'mfe-accounts/mf-manifest.json': '{"id":"mfe_accounts","version":"hotfix"}',
      'mfe-accounts-v2/mf-manifest.json': '{"id":"mfe_accounts","version":"2"}',
      'mfe-accounts-v2/static/js/main.0badc0de.js': 'export {};',
    });
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite', STATIC_DIR: overlay.path }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
    overlay.remove();
  });

  const http = () => request(app.server);

  it('serves overlay files first, in known and new folders, and the builds for the rest', async () => {
    expect(JSON.parse((await http().get('/static/mfe-accounts/mf-manifest.json').expect(200)).text).version).toBe('hotfix');
    expect(JSON.parse((await http().get('/static/mfe-accounts-v2/mf-manifest.json').expect(200)).text).version).toBe('2');
    const hashed = await http().get('/static/mfe-accounts-v2/static/js/main.0badc0de.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await http().get('/static/mfe-accounts/remoteEntry.js').expect(200)).text).toBe('var mfe_accounts;');
    await http().get('/static/mfe-accounts-v2/remoteEntry.js').expect(404);
  });

  it("takes remotes.json from the overlay once present, and picks up edits without a restart", async () => {
    expect(JSON.parse((await http().get('/static/app/remotes.json').expect(200)).text)).toEqual(DEFAULT_REMOTES);

    writeFiles(overlay.path, { 'app/remotes.json': JSON.stringify(OVERLAY_REMOTES) });
    const res = await http().get('/static/app/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toEqual(OVERLAY_REMOTES);

    const edited = { remotes: [...OVERLAY_REMOTES.remotes, { name: 'mfe_plans', entry: '/static/mfe-plans/mf-manifest.json' }] };
    writeFiles(overlay.path, { 'app/remotes.json': JSON.stringify(edited) });
    expect(JSON.parse((await http().get('/static/app/remotes.json').expect(200)).text)).toEqual(edited);
  });

  it('serves the service worker at /sw.js from the shell build, never cached, and from the overlay once there', async () => {
    const built = await http().get('/sw.js').expect(200);
    expect(built.text).toBe('self.addEventListener("fetch", () => {});');
    expect(built.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(built.headers['cache-control']).toBe('no-cache');

    writeFiles(overlay.path, { 'app/sw.js': '// shell v2' });
    expect((await http().get('/sw.js').expect(200)).text).toBe('// shell v2');
  });

  it('answers client routes with the overlay index.html when there is one', async () => {
    expect((await http().get('/planos').expect(200)).text).toBe(SHELL_INDEX);
    writeFiles(overlay.path, { 'app/index.html': '<!doctype html><title>shell v2</title>' });
    expect((await http().get('/planos').expect(200)).text).toBe('<!doctype html><title>shell v2</title>');
  });
});

/** The page's copy of the fixture's remotes.json (contracts REMOTES_ELEMENT_ID): the shell reads it without a request. */
const FIXTURE_REMOTES_TAG = '<script type="application/json" id="remotes-file">{"remotes":[{"name":"mfe_accounts","entry":"/static/mfe-accounts/mf-manifest.json"}]}</script>';

describe("the shell's page preloads the first files of the remote that serves the path", () => {
  const root = tempDir('backend-preloads');
  const overlay = tempDir('backend-preloads-overlay');
  const page = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.1a2b3c4d.js', path: '' } },
    exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.5e6f7a8b.js'], async: ['page.9c0d1e2f.js'] } } }],
  };
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    writeFiles(root.path, { 'shell/dist/index.html': page, 'mfe-accounts/dist/mf-manifest.json': JSON.stringify(manifest) });
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite', STATIC_DIR: overlay.path }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
    overlay.remove();
  });

  const http = () => request(app.server);

  it("writes remotes.json in and adds the remote's manifest, entry and routes module to the head, the page otherwise unchanged", async () => {
    const res = await http().get('/login').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(
      page.replace(
        '</head>',
        FIXTURE_REMOTES_TAG +
          '<link rel="preload" href="/static/mfe-accounts/mf-manifest.json" as="fetch" crossorigin>' +
          '<link rel="preload" href="/static/mfe-accounts/remoteEntry.1a2b3c4d.js" as="script">' +
          '<link rel="preload" href="/static/mfe-accounts/__federation_expose_routes.5e6f7a8b.js" as="script">' +
          `${pageDataTags('/login').join('')}</head>`,
      ),
    );
  });

  it("starts the page's first API calls with the page: their list, and the one inline script the CSP lets run by its hash", async () => {
    const res = await http().get('/empresa/3/mcp/9/grafico').expect(200);
    const list = /<script type="application\/json" id="page-data-requests">(.*?)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(list!)).toEqual(pageDataRequests('/empresa/3/mcp/9/grafico'));
    const inline = [...res.text.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it("draws an analysis page's first screen (its heading and intro) in the app's mount point, and nothing on other pages", async () => {
    const res = await http().get('/empresa/3/mcp/9/dados').expect(200);
    const { heading, intro } = FIRST_SCREENS.mcp.dados;
    expect(res.text).toContain(`<body><div id="root"><section class="first-screen"><h2>${heading}</h2><p>${intro}</p></section></div></body>`);
    expect((await http().get('/empresa/3/mcp/9/grafico').expect(200)).text).toContain(
      '<div id="root"><section class="first-screen"><h2>Matriz Crescimento &amp; Participação</h2></section></div>',
    );
    for (const path of ['/empresa/3', '/empresa/3/mcp/9/produtos', '/login']) expect((await http().get(path).expect(200)).text, path).toContain('<div id="root"></div>');
  });

  it('follows remotes.json as edited, and adds nothing for a path no remote serves or a remote it does not list', async () => {
    // (The page's first API calls are started on every page: the session check at least.)
    const withCalls = (path: string, remotesTag = FIXTURE_REMOTES_TAG) => page.replace('</head>', `${remotesTag}${pageDataTags(path).join('')}</head>`);
    expect((await http().get('/pagina-que-nao-existe').expect(200)).text).toBe(withCalls('/pagina-que-nao-existe'));
    expect((await http().get('/planos').expect(200)).text).toBe(withCalls('/planos'));

    writeFiles(overlay.path, { 'app/remotes.json': JSON.stringify({ remotes: [{ name: 'mfe_accounts', entry: 'https://cdn.exemplo.com/contas/mf-manifest.json?v="2"&x=</script>' }] }) });
    // Another server's manifest is not read here: only it is preloaded (the attribute escaped);
    // the copy in the page cannot close its element.
    const edited = await http().get('/login').expect(200);
    expect(edited.text).toBe(
      page.replace(
        '</head>',
        '<script type="application/json" id="remotes-file">{"remotes":[{"name":"mfe_accounts","entry":"https://cdn.exemplo.com/contas/mf-manifest.json?v=\\"2\\"&x=\\u003c/script>"}]}</script>' +
          `<link rel="preload" href="https://cdn.exemplo.com/contas/mf-manifest.json?v=&quot;2&quot;&amp;x=&lt;/script&gt;" as="fetch" crossorigin>${pageDataTags('/login').join('')}</head>`,
      ),
    );
    const copy = /<script type="application\/json" id="remotes-file">(.*?)<\/script>/.exec(edited.text)![1]!;
    expect(JSON.parse(copy)).toEqual({ remotes: [{ name: 'mfe_accounts', entry: 'https://cdn.exemplo.com/contas/mf-manifest.json?v="2"&x=</script>' }] });

    // An unreadable file is not written in: the shell fetches it and reports the error.
    writeFiles(overlay.path, { 'app/remotes.json': '{ not json' });
    expect((await http().get('/login').expect(200)).text).toBe(withCalls('/login', ''));
  });
});

describe("the shell's page preloads the page's own chunks (the remote's page-chunks.json)", () => {
  const root = tempDir('backend-page-chunks');
  const page = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.11111111.js', path: '' } },
    exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.22222222.js'], async: [] }, css: { sync: ['__federation_expose_routes.33333333.css'] } } }],
  };
  const pageChunks = {
    'page-mcp-grafico': ['8415.44444444.js', 'page-mcp-grafico.55555555.css', 'page-mcp-grafico.55555555.js', 'page-mcp-grafico.55555555.js.map'],
    'page-overview': ['page-overview.66666666.js'],
  };
  let app: TestApp;

  beforeAll(async () => {
    frontendFixture(root.path);
    writeFiles(root.path, {
      'shell/dist/index.html': page,
      'shell/dist/remotes.json': JSON.stringify({ remotes: [{ name: 'mfe_matrices', entry: '/static/mfe-matrices/mf-manifest.json' }] }),
      'mfe-matrices/dist/mf-manifest.json': JSON.stringify(manifest),
      'mfe-matrices/dist/page-chunks.json': JSON.stringify(pageChunks),
    });
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite' }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  const preloads = async (path: string) =>
    [...(await request(app.server).get(path).expect(200)).text.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(([, href, as]) => `${as} ${href}`);

  it("an analysis page: the remote's first files (the routes module's style too), then its page's scripts and styles (no source map)", async () => {
    expect(await preloads('/empresa/3/mcp/9/grafico')).toEqual([
      'fetch /static/mfe-matrices/mf-manifest.json',
      'script /static/mfe-matrices/remoteEntry.11111111.js',
      'script /static/mfe-matrices/__federation_expose_routes.22222222.js',
      'style /static/mfe-matrices/__federation_expose_routes.33333333.css',
      'script /static/mfe-matrices/8415.44444444.js',
      'style /static/mfe-matrices/page-mcp-grafico.55555555.css',
      'script /static/mfe-matrices/page-mcp-grafico.55555555.js',
    ]);
    expect(await preloads('/empresa/3')).toContain('script /static/mfe-matrices/page-overview.66666666.js');
  });

  it('a page the list does not hold, or a build without the list, gets the first files only', async () => {
    expect(await preloads('/empresa/3/swot/4/grafico')).toHaveLength(4);
    writeFiles(root.path, { 'mfe-matrices/dist/page-chunks.json': '{ not json' });
    expect(await preloads('/empresa/3/mcp/9/grafico')).toHaveLength(4);
  });
});

describe('without frontend builds', () => {
  const root = tempDir('backend-nobuild');
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite' }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  it('says the interface is unavailable instead of failing, and the API still works', async () => {
    const res = await request(app.server).get('/empresas').expect(503);
    expect(res.body).toEqual({ success: false, errors: { general: [MESSAGES.frontendUnavailable] }, message: MESSAGES.frontendUnavailable });
    await request(app.server).get('/static/app/remotes.json').expect(404);
    // No worker to install: a 404, not the shell page that a browser would refuse as a script.
    await request(app.server).get('/sw.js').expect(404);
    await request(app.server).get('/api/health').expect(200);
  });
});

describe('compression', () => {
  const root = tempDir('backend-compressed');
  let app: TestApp;
  const script = `export const data = ${JSON.stringify('x'.repeat(4000))};`;

  beforeAll(async () => {
    frontendFixture(root.path);
    // What the production build writes: an asset and its brotli and gzip twins.
    writeFiles(root.path, {
      'mfe-accounts/dist/chunk.0123abcd.js': script,
      // A page with a head: the server writes its preloads in.
      'shell/dist/index.html': '<!doctype html><html lang="pt-BR"><head><title>shell</title></head><body><div id="root"></div></body></html>',
    });
    const file = `${root.path}/mfe-accounts/dist/chunk.0123abcd.js`;
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite' }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  const asset = (encoding?: string) => {
    const call = request(app.server).get('/static/mfe-accounts/chunk.0123abcd.js').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => done(null, Buffer.concat(chunks)));
    });
    return encoding === undefined ? call : call.set('Accept-Encoding', encoding);
  };

  it('sends the precompressed twin the browser accepts, brotli first, with Vary; the file itself otherwise', async () => {
    const br = await asset('gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    // supertest decodes the body; the length on the wire is the compressed one.
    expect((br.body as Buffer).toString()).toBe(script);
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(script).length);

    const gz = await asset('gzip;q=1, br;q=0').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((gz.body as Buffer).toString()).toBe(script);
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(script).length);

    const plain = await asset('identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(script);
  });

  it('compresses remotes.json (edited at deploy time: no twin) as it is sent', async () => {
    const remotes = { remotes: [{ name: 'mfe_accounts', entry: `/static/mfe-accounts/mf-manifest.json?${'v'.repeat(2000)}` }] };
    writeFiles(root.path, { 'shell/dist/remotes.json': JSON.stringify(remotes) });
    const res = await request(app.server).get('/static/app/remotes.json').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toEqual(remotes);
  });

  it('compresses the service worker as it is sent (it keeps its name: the build writes it no twin)', async () => {
    const worker = `self.__WB = ${JSON.stringify('y'.repeat(4000))};`;
    writeFiles(root.path, { 'shell/dist/sw.js': worker });
    const res = await request(app.server).get('/sw.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(worker);
  });

  it('sends the page (written per request) compressed as the browser accepts, with Vary', async () => {
    const br = await request(app.server).get('/login').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.text).toContain('</head>');
    const gz = await request(app.server).get('/login').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(br.text);
    const plain = await request(app.server).get('/login').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(br.text);
  });

  it('answers /robots.txt with a real robots file, not the page', async () => {
    const res = await request(app.server).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n');
  });
});
