import { describe, expect, it } from 'vitest';
import { currentMonth } from './format/date.js';
import { pageChunkGroups, pageDataRequests } from './page-data.js';

const urls = (pathname: string) => pageDataRequests(pathname).map(({ method, url, body }) => `${method} ${url}${body ? ` ${JSON.stringify(body)}` : ''}`);
const SESSION = 'GET /api/general/get_authenticated_user';
const COMPANY = (id: number) => `POST /api/general/get_company_basic_info {"id":${id}}`;

describe('a page’s first API calls (issue 23)', () => {
  it('every page: the session check; outside a company area nothing else', () => {
    expect(urls('/')).toEqual([SESSION]);
    expect(urls('/empresas')).toEqual([SESSION]);
    expect(urls('/planos/3')).toEqual([SESSION]);
  });

  it('the company area: its basic info, then the overview’s summary or the report’s four lists', () => {
    expect(urls('/empresa/3')).toEqual([SESSION, COMPANY(3), 'GET /api/company/3/analyses_summary/']);
    expect(urls('/empresa/3/')).toEqual(urls('/empresa/3'));
    expect(urls('/empresa/3/relatorio')).toEqual([
      SESSION,
      COMPANY(3),
      'GET /api/company/3/mcps/',
      'GET /api/company/3/multifatoriais/',
      'GET /api/company/3/ambiental/',
      'GET /api/company/3/swots/',
    ]);
  });

  it('an analysis page: the analysis its guard loads, then the page’s own calls', () => {
    expect(urls('/empresa/3/mcp/9/grafico')).toEqual([
      SESSION,
      COMPANY(3),
      'GET /api/mcps/9/',
      'GET /api/company/3/mcps/chart_data/?mcp=9',
      'GET /api/mcps/9/categories_and_products/',
      'GET /api/mcps/9/retrieve_domains_and_categories/',
    ]);
    expect(urls('/empresa/3/swot/4/grafico')).toEqual([SESSION, COMPANY(3), 'GET /api/swots/4/', 'GET /api/swots/4/chart_data/']);
    // The grades page opens on this month (in Brasília), as the page itself computes it.
    expect(urls('/empresa/3/multifatorial/2/notas').slice(-1)).toEqual([`GET /api/multifatoriais/2/grades/?date=${currentMonth()}`]);
    // A page whose calls are not listed still gets its guard's.
    expect(urls('/empresa/3/mcp/9/categorias')).toEqual([SESSION, COMPANY(3), 'GET /api/mcps/9/']);
    expect(urls('/empresa/3/ambiental/2')).toEqual([SESSION, COMPANY(3), 'GET /api/ambientais/2/']);
  });

  it('ids the app refuses start nothing but the session (and the company, when its id is good)', () => {
    expect(urls('/empresa/0/mcp/1/grafico')).toEqual([SESSION]);
    expect(urls('/empresa/99999999999')).toEqual([SESSION]);
    expect(urls('/empresa/1e3')).toEqual([SESSION]);
    expect(urls('/empresa/3/mcp/abc/grafico')).toEqual([SESSION, COMPANY(3)]);
    expect(urls('/empresa/3/desconhecido/1/grafico')).toEqual([SESSION, COMPANY(3)]);
  });
});

describe('a page’s chunk groups of the matrices remote (issue 23)', () => {
  it('the overview, the company report, an analysis’s page (its guard is in the routes module)', () => {
    expect(pageChunkGroups('/empresa/3')).toEqual(['page-overview']);
    expect(pageChunkGroups('/empresa/3/relatorio')).toEqual(['page-company-report']);
    expect(pageChunkGroups('/empresa/3/ambiental/5/relatorio')).toEqual(['page-analysis-report', 'page-ambiental-report']);
    expect(pageChunkGroups('/empresa/3/swot/4/historico')).toEqual(['page-analysis-history', 'page-swot-grafico']);
    expect(pageChunkGroups('/empresa/3/mcp/9/grafico')).toEqual(['page-mcp-grafico']);
    expect(pageChunkGroups('/empresa/3/multifatorial/2/notas')).toEqual(['page-multifatorial-notas']);
    expect(pageChunkGroups('/empresa/3/swot/4')).toEqual([]);
  });

  it('nothing elsewhere or for an id the app refuses', () => {
    expect(pageChunkGroups('/')).toEqual([]);
    expect(pageChunkGroups('/empresas')).toEqual([]);
    expect(pageChunkGroups('/empresa/0')).toEqual([]);
    expect(pageChunkGroups('/empresa/3/mcp/abc/grafico')).toEqual([]);
    expect(pageChunkGroups('/empresa/3/mcp')).toEqual([]);
  });
});
