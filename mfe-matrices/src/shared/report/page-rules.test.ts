import { describe, expect, it } from 'vitest';
import * as texts from '../../texts';
import { pageRules } from './page-rules';

describe('pageRules', () => {
  it('heads every printed page with the analysis and foots it with the company, the date and "Página N de M"', () => {
    const css = pageRules({ header: 'Matriz SWOT: SWOT 2025', footer: 'Acme Ltda · 02/03/2025' }, texts.reports.pageOf);
    expect(css).toMatch(/^@media print \{/);
    expect(css).toContain('@top-left { content: "Matriz SWOT: SWOT 2025";');
    expect(css).toContain('@bottom-left { content: "Acme Ltda · 02/03/2025";');
    expect(css).toContain('@bottom-right { content: "Página " counter(page) " de " counter(pages) "";');
  });

  it("gives each part of the company report a named page headed by its analysis", () => {
    const css = pageRules(
      { header: 'Relatório da empresa', footer: 'Acme', sections: [{ id: 'relatorio-mcp', header: 'Matriz MCP: Linha' }, { id: 'relatorio-swot', header: 'Matriz SWOT' }] },
      texts.reports.pageOf,
    );
    expect(css).toContain('@page report-part-0 { @top-left { content: "Matriz MCP: Linha";');
    expect(css).toContain('[id="relatorio-mcp"] { page: report-part-0; }');
    expect(css).toContain('[id="relatorio-swot"] { page: report-part-1; }');
  });

  it('keeps a name with quotes, backslashes or a line break inside its string', () => {
    const css = pageRules({ header: 'Análise "A" \\ B\nC', footer: 'Café </style>' }, texts.reports.pageOf);
    expect(css).toContain('content: "Análise \\"A\\" \\\\ B C";');
    expect(css).toContain('content: "Café \\3c /style>";');
  });
});
