import { FIRST_SCREENS, MCP_CHART_TEXTS } from 'contracts';
import { demoLimit, growthBasis } from './analyses';

export const list = {
  heading: 'Matrizes Crescimento & Participação (MCP)',
  intro: 'Cada matriz MCP reúne os mercados (categorias), os produtos e os concorrentes da empresa e mostra, mês a mês, a matriz de crescimento e participação.',
  empty: 'Nenhuma matriz MCP ainda.',
  emptyHint: 'Crie a primeira: depois cadastre as categorias, os produtos e os concorrentes, e os dados mensais.',
  emptyReadOnly: 'Nenhuma matriz MCP ainda. Peça a um proprietário, administrador ou consultor que crie uma.',
  create: 'Nova matriz MCP',
  submitCreate: 'Criar',
  edit: 'editar',
  delete: 'excluir',
  editTitle: 'Editar matriz MCP',
  deleteTitle: 'Excluir matriz MCP',
  deleteBody: 'A matriz, suas categorias, produtos, concorrentes e dados mensais serão excluídos. Esta ação não pode ser desfeita.',
  deleteConfirm: 'Excluir',
  created: 'Matriz MCP criada.',
  edited: 'Matriz MCP alterada.',
  demoLimit: demoLimit('mcp'),
  demoLimitLink: 'Assine um plano para remover os limites.',
} as const;
export const loadError = 'Não foi possível carregar os dados. Tente novamente.';
export { readOnly } from './analyses';
export const color = 'Cor';
export const name = 'Nome';
export const save = 'Salvar';
export const add = 'Adicionar';
export const edit = 'editar';
const deleteText = 'excluir';
export const cancel = 'Cancelar';
export const saved = 'Alterações salvas.';
export const deleted = 'Excluído.';
export const categories = {
  heading: 'Categorias (mercados)',
  intro: 'Cada categoria é um mercado: nele ficam os seus produtos e os concorrentes que disputam esse mercado.',
  empty: 'Nenhuma categoria ainda.',
  namePlaceholder: 'nome da categoria...',
  newTitle: 'Nova categoria',
  editTitle: 'Editar categoria',
  deleteTitle: 'Excluir categoria',
  deleteBody: 'Os produtos, concorrentes e dados mensais desta categoria também serão excluídos.',
} as const;
export const products = {
  heading: 'Produtos e concorrentes',
  noCategories: 'Crie uma categoria primeiro.',
  products: 'Produtos',
  competitors: 'Concorrentes',
  noProducts: 'Nenhum produto nesta categoria.',
  noCompetitors: 'Nenhum concorrente nesta categoria.',
  newProduct: 'Novo produto',
  newCompetitor: 'Novo concorrente',
  editProduct: 'Editar produto',
  editCompetitor: 'Editar concorrente',
  deleteProduct: 'Excluir produto',
  deleteCompetitor: 'Excluir concorrente',
  deleteBody: 'Os dados mensais também serão excluídos.',
  productPlaceholder: 'nome do produto...',
  competitorPlaceholder: 'nome do concorrente...',
  category: 'Categoria',
  active: 'Ativo',
  inactive: 'inativo',
} as const;
export const controlData = {
  ...FIRST_SCREENS.mcp.dados,
  noItems: 'Cadastre produtos ou concorrentes primeiro.',
  field: 'Dado',
  fields: { total: 'Faturamento', cost: 'Custo', amount: 'Quantidade' },
  months: 'Meses',
  from: 'De',
  to: 'Até',
  addMonth: 'Adicionar mês',
  save: 'Salvar dados',
  saved: 'Dados mensais salvos.',
  discard: 'Descartar alterações',
  unsaved: 'Há alterações não salvas.',
  product: 'produto',
  competitor: 'concorrente',
  invalidCell: 'Valor inválido na célula',
} as const;
export const expenses = {
  heading: 'Despesas',
  intro: 'Despesas variáveis do produto no mês (comissões, fretes...). Elas entram na margem de contribuição.',
  product: 'Produto',
  month: 'Mês',
  noProducts: 'Cadastre produtos primeiro.',
  none: 'Nenhuma despesa neste mês.',
  name: 'Despesa',
  value: 'Valor (R$)',
  addRow: 'Adicionar despesa',
  removeRow: 'remover',
  total: 'Total',
  save: 'Salvar despesas',
  saved: 'Despesas salvas.',
  last12: 'Últimos 12 meses',
} as const;
export const domains = {
  heading: 'Domínios e subcategorias',
  intro: 'Domínios são eixos de classificação (ex.: "Região") e subcategorias são seus valores (ex.: "Sul"). O gráfico pode ser filtrado por eles.',
  none: 'Nenhum domínio ainda.',
  noProducts: 'Cadastre produtos primeiro.',
  product: 'Produto',
  newDomain: 'Novo domínio',
  namePlaceholder: 'nome...',
  renameDomain: 'Renomear domínio',
  newSubcategoryButton: 'Nova subcategoria',
  untagged: '(sem subcategoria)',
  tags: 'Classificação do produto',
} as const;
const importText = {
  heading: 'Importar dados mensais',
  intro:
    'Um arquivo CSV ou XLSX com uma linha por produto ou concorrente e mês. Colunas: tipo (produto ou concorrente), categoria (opcional), nome, mês (AAAA-MM ou MM/AAAA), faturamento, custo e quantidade (números como 1.234,56). O custo e a quantidade de um concorrente podem ficar em branco: contam como 0, como na grade.',
  file: 'Arquivo (CSV ou XLSX)',
  template: 'Baixar modelo CSV',
  reading: 'Lendo o arquivo...',
  preview: (rows: number) => `Linhas a salvar (${rows})`,
  previewBlocked: (rows: number) => `Linhas sem problema (${rows}): nada será salvo enquanto houver linhas com problema`,
  errors: 'Linhas com problema',
  refused: 'Nada será salvo enquanto houver linhas com problema. Corrija o arquivo e selecione-o de novo.',
  save: 'Salvar importação',
  saved: 'Dados importados.',
  noRows: 'O arquivo não tem linhas de dados.',
  unreadable: 'Não foi possível ler o arquivo. Envie um CSV ou um XLSX.',
  wrongType: 'Formato não suportado. Envie um arquivo .csv ou .xlsx.',
  line: 'Linha',
  columns: { kind: 'Tipo', category: 'Categoria', name: 'Nome', month: 'Mês', total: 'Faturamento', cost: 'Custo', amount: 'Quantidade' },
  kinds: { product: 'produto', competitor: 'concorrente' },
  problems: {
    missingColumns: 'Colunas obrigatórias ausentes: ',
    kind: 'Tipo inválido: use "produto" ou "concorrente".',
    unknownProduct: 'Produto não encontrado: ',
    unknownCompetitor: 'Concorrente não encontrado: ',
    unknownCategory: 'Categoria não encontrada: ',
    ambiguous: 'Nome repetido em mais de uma categoria; preencha a coluna categoria: ',
    month: 'Mês inválido (use AAAA-MM ou MM/AAAA): ',
    number: 'Número inválido em ',
    duplicate: 'Item e mês repetidos no arquivo (já na linha ',
  },
} as const;
export const chart = {
  ...FIRST_SCREENS.mcp.grafico,
  controls: 'Controles do gráfico',
  legend: 'Categorias no gráfico',
  fileName: 'matriz-mcp',
  ...MCP_CHART_TEXTS,
  grouping: 'Agrupamento',
  groupings: { 1: 'mês', 3: 'trimestre', 6: 'semestre', 12: 'ano' },
  period: 'Período',
  filter: 'Filtrar por subcategoria',
  allSubcategories: 'Todos os produtos',
  showLabels: 'Mostrar rótulos',
  play: 'Reproduzir',
  pause: 'Pausar',
  exportPng: 'Exportar PNG',
  noData: 'Ainda não há dados mensais para o gráfico. Preencha os dados mensais ou importe um arquivo.',
  withoutGrowth: 'Sem crescimento calculável neste período (não há período anterior com vendas no mercado):',
  basis: growthBasis,
  bases: { year: 'os mesmos meses do ano anterior', previous: 'o período anterior' },
  table: {
    caption: 'Produtos no período',
    product: 'Produto',
    quadrant: 'Quadrante',
    participation: 'Participação',
    growth: 'Crescimento',
    rms: 'RMS',
    faturamento: 'Faturamento',
    contribution: 'Margem de contribuição',
    sortBy: 'Ordenar por',
    showAll: (count: number) => `Mostrar todos os ${count} produtos`,
  },
} as const;

// Reserved words are valid export names, not variable names.
export { deleteText as delete, importText as import };
