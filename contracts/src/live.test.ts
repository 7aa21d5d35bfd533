import { describe, expect, it } from 'vitest';
import { initialsOf, liveAnalysisParam, liveChangeNotice, parseLiveAnalysis } from './live.js';

describe('live changes', () => {
  it("names an analysis in the stream's URL and reads it back; anything else names none", () => {
    expect(liveAnalysisParam('swot', 12)).toBe('swot:12');
    expect(parseLiveAnalysis('swot:12')).toEqual({ kind: 'swot', analysisId: 12 });
    expect(parseLiveAnalysis('mcp:7')).toEqual({ kind: 'mcp', analysisId: 7 });
    for (const value of [undefined, '', 'swot', 'swot:', 'planilha:3', 'swot:-1', 'swot:1.5', 'SWOT:1']) expect(parseLiveAnalysis(value), String(value)).toBeNull();
  });

  it("says who changed what, and shows a person's initials", () => {
    expect(liveChangeNotice({ author: { id: 1, name: 'Ana' }, label: 'Pão Francês' })).toBe('Ana alterou Pão Francês');
    expect(initialsOf('Ana Souza Lima')).toBe('AS');
    expect(initialsOf(' bruno ')).toBe('B');
  });
});
