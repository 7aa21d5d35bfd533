import { describe, expect, it } from 'vitest';
import { remotesElement, remotesJsonInPage } from './web-paths.js';

describe("the page's copy of remotes.json", () => {
  const file = { remotes: [{ name: 'mfe_accounts', entry: '/static/mfe-accounts/mf-manifest.json?x=</script><b>' }] };

  it('is read back from the page the server wrote, a text that looks like a closing tag included', () => {
    const page = `<!doctype html><html><head>${remotesElement(JSON.stringify(file))}<script src="/a.js"></script></head></html>`;
    const json = remotesJsonInPage(page);
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual(file);
  });

  it('is missing from a page without it (the shell page as built)', () => {
    expect(remotesJsonInPage('<!doctype html><html><head><script src="/a.js"></script></head></html>')).toBeNull();
  });
});
