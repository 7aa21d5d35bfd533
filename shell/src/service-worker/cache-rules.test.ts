import { describe, expect, it } from 'vitest';
import { cacheRuleFor } from './cache-rules';

const ORIGIN = 'https://estrategia.example';
const rule = (path: string, mode: RequestMode = 'cors', origin = ORIGIN) => cacheRuleFor(new URL(path, origin), mode, ORIGIN);

describe('service worker cache rules', () => {
  it('answers navigations network first, whatever the client route', () => {
    for (const path of ['/', '/empresas', '/empresa/12/mcp/3/grafico', '/login?next=%2Fplanos']) expect(rule(path, 'navigate'), path).toBe('page');
  });

  it('never touches the API, navigations to it included', () => {
    for (const path of ['/api/general/get_authenticated_user', '/api', '/api/health?x=1']) {
      expect(rule(path), path).toBeNull();
      expect(rule(path, 'navigate'), path).toBeNull();
    }
  });

  it('fetches remotes.json and every remote manifest network first, in any deploy folder', () => {
    for (const path of ['/static/app/remotes.json', '/static/mfe-matrices/mf-manifest.json', '/static/mfe-matrices-next/mf-manifest.json']) {
      expect(rule(path), path).toBe('manifest');
    }
  });

  it('keeps content-hashed files of any app cache first', () => {
    for (const path of [
      '/static/app/vendor.7b3b8420.js',
      '/static/app/327.a70d3347.css',
      '/static/mfe-accounts/remoteEntry.1a2b3c4d.js',
      '/static/mfe-matrices-next/static/js/async/chart.0badc0de.js',
    ]) {
      expect(rule(path), path).toBe('asset');
    }
  });

  it('leaves unhashed files, other paths and other origins to the network', () => {
    for (const path of ['/static/app/sw.js', '/static/mfe-accounts/remoteEntry.js', '/static/app/mf-stats.json', '/robots.txt', '/sw.js']) {
      expect(rule(path), path).toBeNull();
    }
    expect(rule('/static/app/vendor.7b3b8420.js', 'cors', 'https://cdn.example')).toBeNull();
    expect(rule('/static/app/remotes.json', 'cors', 'https://cdn.example')).toBeNull();
  });
});
