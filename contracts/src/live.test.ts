import { describe, expect, it } from 'vitest';
import type { LiveCell } from './live-schemas.js';
import { initialsOf, liveAnalysisParam, liveChangeNotice, parseLiveAnalysis, readLivePresence, type LiveCellArea } from './live.js';

describe('live changes', () => {
  it("names an analysis in the stream's URL and reads it back; anything else names none", () => {
    expect(liveAnalysisParam('swot', 12)).toBe('swot:12');
    expect(parseLiveAnalysis('swot:12')).toEqual({ kind: 'swot', analysisId: 12 });
    expect(parseLiveAnalysis('mcp:7')).toEqual({ kind: 'mcp', analysisId: 7 });
    for (const value of [undefined, '', 'swot', 'swot:', 'planilha:3', 'swot:-1', 'swot:1.5', 'SWOT:1']) expect(parseLiveAnalysis(value), String(value)).toBeNull();
  });

  it('reads a presence message as the stream sends it, and nothing else', () => {
    const people = [{ id: 1, name: 'Ana' }, { id: 2, name: 'Bruno' }];
    expect(readLivePresence({ kind: 'swot', analysisId: 3, people })).toEqual({ kind: 'swot', analysisId: 3, people });
    expect(readLivePresence({ kind: 'mcp', analysisId: 3, people: [] })).toEqual({ kind: 'mcp', analysisId: 3, people: [] });
    // Only what the page uses is kept.
    expect(readLivePresence({ kind: 'mcp', analysisId: 3, people: [{ id: 1, name: 'Ana', email: 'ana@exemplo.com' }] })?.people).toEqual([{ id: 1, name: 'Ana' }]);
    for (const message of [null, 'swot:3', [], { kind: 'planilha', analysisId: 3, people }, { kind: 'swot', analysisId: '3', people }, { kind: 'swot', analysisId: 1.5, people }, { kind: 'swot', analysisId: 3 }, { kind: 'swot', analysisId: 3, people: [{ id: 1 }] }, { kind: 'swot', analysisId: 3, people: [null] }])
      expect(readLivePresence(message), JSON.stringify(message)).toBeNull();
  });

  it("says who changed what, and shows a person's initials", () => {
    const author = { id: 1, name: 'Ana' };
    expect(liveChangeNotice({ author, action: 'updated', label: 'Pão Francês' })).toBe('Ana alterou Pão Francês');
    expect(liveChangeNotice({ author, action: 'created', label: 'Pão Francês' })).toBe('Ana criou Pão Francês');
    expect(liveChangeNotice({ author, action: 'deleted', label: 'Pão Francês' })).toBe('Ana excluiu Pão Francês');
    // A write of many cells names their count, however many of them the event lists.
    const cells = (area: LiveCellArea, count: number, list: LiveCell[]) => ({ area, count, list });
    expect(liveChangeNotice({ author, action: 'updated', label: 'MCP', cells: cells('controlData', 84, []) })).toBe('Ana alterou 84 células de Dados de controle');
    expect(liveChangeNotice({ author, action: 'updated', label: 'MCP', cells: cells('controlData', 1, [{ part: 'product', id: 3, cell: '2026-05-01' }]) })).toBe(
      'Ana alterou 1 célula de Dados de controle',
    );
    expect(liveChangeNotice({ author, action: 'updated', label: 'SWOT', cells: cells('import', 3, []) })).toBe('Ana importou 3 itens');
    expect(initialsOf('Ana Souza Lima')).toBe('AS');
    expect(initialsOf(' bruno ')).toBe('B');
  });
});
