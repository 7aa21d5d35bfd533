import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, signInPathReturningTo } from './return-path.js';

describe('return path after signing in', () => {
  it.each([
    ['/configuracoes', '/configuracoes'],
    ['/empresa/5/mcp?aba=2&x=%C3%A7#grafico', '/empresa/5/mcp?aba=2&x=%C3%A7#grafico'],
    ['/administracao/5', '/administracao/5'],
    ['/a/../empresas', '/empresas'],
    // An encoded newline stays encoded: a harmless path, never decoded into a control character.
    ['/%0a', '/%0a'],
  ])('keeps the same-origin path %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'configuracoes',
    'https://evil.example/configuracoes',
    'javascript:alert(1)',
    '//evil.example',
    '//return-path.invalid/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('round-trips through the login page query, query string and hash included', () => {
    const login = signInPathReturningTo('/login', '/empresa/5/mcp?aba=2#grafico');
    expect(login).toBe('/login?next=%2Fempresa%2F5%2Fmcp%3Faba%3D2%23grafico');
    expect(returnPathOf(login.slice(login.indexOf('?')))).toBe('/empresa/5/mcp?aba=2#grafico');
  });

  it('reads nothing from a query without a safe next', () => {
    expect(returnPathOf('')).toBeNull();
    expect(returnPathOf('?outro=1')).toBeNull();
    expect(returnPathOf('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
  });
});
