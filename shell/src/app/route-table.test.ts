import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, remoteForPath } from 'contracts';

const PATHS = [
  '/', '//', '/login', '/login/', '/LOGIN', '/loginx', '/login/x', '/empresa', '/empresa/', '/empresa/12/mcp/7/grafico',
  '/empresas', '/empresas/1', '/Empresa/3', '/uilab', '/uilab/matrixchart', '/uilabx', '/planos', '/planos/5', '/retorno/x/y',
  '/redefinirSenha/MTI/abc', '/administracao', '/administracao/acessos', '/nao-existe', '/nao-existe/42',
];

/** React Router's answer: the remote whose pattern matchPath accepts. */
function routerRemoteFor(pathname: string) {
  const owners = Object.entries(ROUTE_TABLE).filter(([, patterns]) => patterns.some((path) => matchPath({ path, end: true }, pathname)));
  return owners[0]?.[0] ?? null;
}

describe('route table', () => {
  it('holds only paths and paths ending in a splat', () => {
    const other = Object.values(ROUTE_TABLE).flat().filter((pattern) => /[:*?]/.test(pattern.replace(/\/\*$/, '')));
    expect(other).toEqual([]);
  });

  it.each(PATHS)('picks the remote React Router would for %j', (pathname) => {
    expect(remoteForPath(pathname)).toBe(routerRemoteFor(pathname));
  });

  it('names the owners of a few pages', () => {
    expect(remoteForPath('/uilab/matrixchart')).toBe('mfe_matrices');
    expect(remoteForPath('/login')).toBe('mfe_accounts');
    expect(remoteForPath('/empresas')).toBe('mfe_companies');
    expect(remoteForPath('/planos')).toBe('mfe_plans');
    expect(remoteForPath('/nao-existe')).toBeNull();
  });
});
