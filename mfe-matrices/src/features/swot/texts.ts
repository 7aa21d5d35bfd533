// The SWOT's own texts (pt-BR), read only by its feature folder; the shared ones are in src/texts.
import { FIRST_SCREENS, SWOT_CHART_TEXTS } from 'contracts';
import { demoLimit } from '../../texts/analyses';

export const list = {
  heading: 'Análises SWOT Sistêmicas',
  intro:
    'A SWOT Sistêmica cruza as forças e fraquezas da empresa com as oportunidades e ameaças do ambiente (que podem vir da análise ambiental) e mostra a postura estratégica que resulta.',
  create: 'Nova análise SWOT',
  submitCreate: 'Criar análise',
  editTitle: 'Editar análise SWOT',
  created: 'Análise SWOT criada.',
  empty: 'Nenhuma análise SWOT ainda.',
  emptyHint: 'Crie a primeira e importe as oportunidades e ameaças de uma análise ambiental.',
  emptyReadOnly: 'Quando um proprietário, administrador ou consultor criar uma, ela aparecerá aqui.',
  deleteTitle: 'Excluir análise SWOT',
  deleteConfirm: 'Excluir',
  deleteBody: 'os itens e os cruzamentos também serão excluídos.',
  demoLimit: demoLimit('swot'),
} as const;
export const quadrants = {
  S: { title: 'Forças', one: 'força', placeholder: 'nova força...' },
  W: { title: 'Fraquezas', one: 'fraqueza', placeholder: 'nova fraqueza...' },
  O: { title: 'Oportunidades', one: 'oportunidade', placeholder: 'nova oportunidade...' },
  T: { title: 'Ameaças', one: 'ameaça', placeholder: 'nova ameaça...' },
} as const;
/** The classic 2×2 board of the editor and the report. */
export const board = {
  heading: 'Quadro SWOT',
  importance: (value: string) => `(importância ${value})`,
} as const;
export const items = {
  heading: 'Forças, fraquezas, oportunidades e ameaças',
  intro: 'Escreva os itens de cada quadrante com a sua importância. Oportunidades e ameaças podem vir da análise ambiental da empresa.',
  text: 'Texto',
  add: 'Adicionar',
  empty: 'Nenhum item.',
  imported: 'importado da análise ambiental',
  deleteTitle: 'Excluir item',
  deleteBody: 'o item e os seus cruzamentos serão excluídos.',
} as const;
const importText = {
  heading: 'Importar da análise ambiental',
  intro: 'As oportunidades e ameaças mais fortes (importância × nota) viram itens desta SWOT, com o peso como importância. Importar de novo atualiza os itens já importados, sem duplicar.',
  source: 'Análise ambiental',
  none: 'Esta empresa ainda não tem análise ambiental.',
  submit: 'Importar',
  done: (created: number, updated: number) => `Importação concluída: ${created} ${created === 1 ? 'item novo' : 'itens novos'}, ${updated} ${updated === 1 ? 'atualizado' : 'atualizados'}.`,
  unsavedFirst: 'Salve ou descarte as alterações dos itens antes de importar.',
} as const;
export const crossings = {
  ...FIRST_SCREENS.swot.cruzamentos,
  grid: 'Grade de cruzamentos',
  needItems: 'Cadastre ao menos uma força ou fraqueza e uma oportunidade ou ameaça para cruzá-las.',
  intensities: SWOT_CHART_TEXTS.intensities,
  cell: SWOT_CHART_TEXTS.cell,
  saved: 'Cruzamentos salvos.',
} as const;
export const chart = {
  ...FIRST_SCREENS.swot.grafico,
  fileName: 'matriz-swot',
  scores: SWOT_CHART_TEXTS.scores,
  heatmap: SWOT_CHART_TEXTS.heatmap,
  posture: 'Postura estratégica',
  noPosture: 'Ainda não há cruzamentos: marque na grade quanto cada força ou fraqueza age sobre cada oportunidade ou ameaça.',
  postures: {
    Desenvolvimento:
      'As forças aproveitam as oportunidades (capacidade ofensiva): é hora de investir, crescer e ganhar mercado a partir do que a empresa já faz bem.',
    Crescimento:
      'As oportunidades encontram fraquezas (debilidade): é hora de corrigir ou suprir essas fraquezas, com parcerias, investimento ou capacitação, para aproveitar o ambiente.',
    Manutenção:
      'As forças enfrentam ameaças (capacidade defensiva): é hora de proteger a posição, usando as forças para neutralizar as ameaças e consolidar o que foi conquistado.',
    Sobrevivência:
      'As ameaças encontram fraquezas (vulnerabilidade): é hora de reduzir riscos e custos, reorganizar a empresa e evitar os pontos em que está exposta.',
  },
  ranking: 'Itens por peso nos cruzamentos',
  weight: 'Peso',
  quadrant: 'Quadrante',
  item: 'Item',
} as const;

// Reserved words are valid export names, not variable names.
export { importText as import };
/** The exported tables' sheet names and the headers a table on screen does not name. */
export const sheets = {
  items: 'Itens SWOT',
  quadrant: 'Quadrante',
  crossings: 'Cruzamentos',
  crossingCorner: 'Interno \\ Externo',
} as const;
