import { describe, expect, it } from 'vitest';
import { parseRemotesFile, REMOTES } from './remotes.js';

describe('parseRemotesFile', () => {
  it('returns the remotes of a well-formed file, without extra fields', () => {
    const file = { remotes: [{ name: 'mfe_plans', entry: '/static/mfe-plans/mf-manifest.json', note: 'x' }], comment: 1 };
    expect(parseRemotesFile(file)).toEqual({ remotes: [{ name: 'mfe_plans', entry: '/static/mfe-plans/mf-manifest.json' }] });
  });

  it('accepts every known remote and an empty list', () => {
    expect(parseRemotesFile({ remotes: REMOTES.map((name) => ({ name, entry: `/${name}` })) }).remotes).toHaveLength(REMOTES.length);
    expect(parseRemotesFile({ remotes: [] })).toEqual({ remotes: [] });
  });

  it.each([
    [null, 'remotes: expected an array'],
    [[], 'remotes: expected an array'],
    [{ remotes: {} }, 'remotes: expected an array'],
    [{ remotes: ['x'] }, 'remotes[0]: expected an object'],
    [{ remotes: [{ name: 'mfe_unknown', entry: '/x' }] }, 'remotes[0].name: expected one of mfe_accounts'],
    [{ remotes: [{ name: 'mfe_plans', entry: '/x' }, { name: 'mfe_plans', entry: '' }] }, 'remotes[1].entry: expected a non-empty string'],
    [{ remotes: [{ name: 'mfe_plans' }] }, 'remotes[0].entry: expected a non-empty string'],
  ])('rejects %j naming the problem', (value, message) => {
    expect(() => parseRemotesFile(value)).toThrow(message);
  });
});
