import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS, firstScreenFor, firstScreenHtml } from './first-screen.js';

describe('first screen of a page', () => {
  it("is the analysis page's heading and intro, by its kind and web path", () => {
    expect(firstScreenFor('/empresa/3/mcp/9/grafico')).toEqual(FIRST_SCREENS.mcp.grafico);
    expect(firstScreenFor('/empresa/3/swot/12/cruzamentos/')).toEqual(FIRST_SCREENS.swot.cruzamentos);
    expect(firstScreenFor('/empresa/3/ambiental/1/fatores')!.intro).toMatch(/^Dê a cada fator/);
  });

  it('is none for pages without a fixed first screen, unknown kinds and pages, and ids the app refuses', () => {
    for (const path of ['/', '/login', '/empresa/3', '/empresa/3/relatorio', '/empresa/3/mcp/9/produtos', '/empresa/3/toString/9/grafico', '/empresa/3/mcp/0/grafico', '/empresa/x/mcp/9/grafico', '/empresa/3/mcp/9/constructor']) {
      expect(firstScreenFor(path), path).toBeNull();
    }
  });

  it('is HTML with its texts escaped', () => {
    expect(firstScreenHtml({ heading: 'A & B <c>', intro: '"d"' })).toBe('<section class="first-screen"><h2>A &amp; B &lt;c&gt;</h2><p>&quot;d&quot;</p></section>');
    expect(firstScreenHtml(FIRST_SCREENS.mcp.grafico)).toBe('<section class="first-screen"><h2>Matriz Crescimento &amp; Participação</h2></section>');
  });
});
