import { ANALYSIS_LABELS, type AnalysisKind, DEMO_LIMITS } from 'contracts';

// What the four analyses' list and editor pages share; each area's own texts are in its module.
export const readOnly = 'Você pode consultar esta análise, mas não alterá-la (cargo Funcionário).';
export const name = 'Nome';
export const namePlaceholder = 'nome da análise...';
export const description = 'Descrição';
export const updatedAt = 'Atualizada em';
export const actions = 'Ações';
export const edit = 'Editar';
const deleteText = 'Excluir';
export const cancel = 'Cancelar';
export const create = 'Criar';
export const saveChanges = 'Salvar';
export const loadError = 'Não foi possível carregar os dados. Tente novamente.';
// Why an analysis address sent the user to the home page (issue 23).
export const notFound = 'Análise não encontrada: ela pode ter sido excluída.';
export const loadFailed = 'Não foi possível abrir a análise. Tente novamente.';
export const edited = 'Análise alterada.';
export const demoLimitLink = 'Conheça os planos';
/** The demo-limit notice of a kind, from contracts' DEMO_LIMITS (e.g. "… permite 1 análise ambiental por empresa."). */
export const demoLimit = (kind: AnalysisKind) =>
  `O modo demonstração permite ${DEMO_LIMITS[kind]} ${DEMO_LIMITS[kind] === 1 ? ANALYSIS_LABELS[kind].one : ANALYSIS_LABELS[kind].other} por empresa.`;
export const growthThreshold = 'Limite de crescimento G (%)';
export const growthThresholdHint =
  'Crescimento de mercado ao ano que separa os mercados em alta dos em baixa (padrão: 10%). Contra o período anterior, vale o equivalente ao período (10% ao ano ≈ 0,8% ao mês).';
export const growthBasis = 'Comparar o crescimento com';
export const growthBases = {
  year: 'os mesmos meses do ano anterior (quando houver dados)',
  previous: 'o período anterior',
} as const;
export const save = 'Salvar alterações';
export const saving = 'Salvando...';
export const saved = 'Alterações salvas.';
export const unsaved = 'Há alterações não salvas.';
export const discard = 'Descartar alterações';
export const add = 'Adicionar';
export const remove = 'Excluir';
export const exportPng = 'Exportar PNG';
export const chartLegend = 'Legenda';
export const exportFailed = 'Não foi possível gerar a imagem. Tente novamente.';
export const importance = 'Importância';
export const grade = 'Nota';

// Reserved words are valid export names, not variable names.
export { deleteText as delete };

/** The history panel (…/historico) and the deletion's "Desfazer". */
export const history = {
  heading: 'Histórico',
  list: 'Versões da análise',
  empty: 'Nenhuma alteração registrada.',
  older: 'Mais antigas',
  revision: (revision: number) => `Versão ${revision}`,
  chartOf: (revision: number) => `Gráfico da versão ${revision}`,
  choose: 'Escolha uma versão para ver o gráfico como ele era.',
  restore: 'Restaurar esta versão',
  restoring: 'Restaurando...',
  restored: (revision: number) => `Versão ${revision} restaurada.`,
  undo: 'Desfazer',
  undone: 'Exclusão desfeita.',
  undoFailed: 'Não foi possível desfazer a exclusão.',
  deleted: 'Excluído.',
};

/** A bulk save's cells a colleague changed since the page read them (the MCP grid, the grade sheets). */
export const cellConflicts = {
  heading: 'Valores alterados por outra pessoa',
  conflict: (cell: string, who: string, theirs: string, mine: string) => `${cell}: ${who} salvou ${theirs}; você digitou ${mine}.`,
  someone: 'Outra pessoa',
  keepMine: 'Manter o meu',
  takeTheirs: 'Usar o valor salvo',
} as const;
