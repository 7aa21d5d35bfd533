// The automatic readings (issue 22): their sentences come from contracts (analyses/reading-texts.ts); these are the frames around them.
export const panel = 'Leitura';
export const executiveSummary = 'Resumo executivo';
export const noReading = 'Sem dados para a leitura ainda.';
