import { AMBIENTAL_CHART_TEXTS, FIRST_SCREENS } from 'contracts';
import { demoLimit } from './analyses';

export const list = {
  heading: 'Análises ambientais',
  intro:
    'A análise ambiental pontua o ambiente da empresa fator a fator (político, econômico, social, tecnológico, ambiental e legal), cada um com as suas oportunidades e ameaças.',
  create: 'Nova análise ambiental',
  submitCreate: 'Criar análise',
  editTitle: 'Editar análise ambiental',
  created: 'Análise ambiental criada.',
  empty: 'Nenhuma análise ambiental ainda.',
  emptyHint: 'Crie a primeira: ela já começa com os seis fatores do ambiente.',
  emptyReadOnly: 'Quando um proprietário, administrador ou consultor criar uma, ela aparecerá aqui.',
  startsWith: 'Fatores iniciais:',
  deleteTitle: 'Excluir análise ambiental',
  deleteConfirm: 'Excluir',
  deleteBody: 'os fatores e subfatores também serão excluídos. Itens importados para análises SWOT continuam nelas.',
  demoLimit: demoLimit('ambiental'),
} as const;
export const factors = {
  ...FIRST_SCREENS.ambiental.fatores,
  factorName: 'Nome do fator',
  subfactorName: 'Nome do subfator',
  kind: 'Tipo',
  kinds: { oportunidade: 'Oportunidade', ameaca: 'Ameaça' },
  open: 'Abrir',
  close: 'Fechar',
  subfactorCount: (count: number) => (count === 1 ? '1 subfator' : `${count} subfatores`),
  noSubfactors: 'Nenhum subfator neste fator: ele conta como neutro (5,00).',
  addFactor: { label: 'Novo fator', placeholder: 'nome do novo fator...', button: 'Adicionar fator' },
  addSubfactor: { label: 'Novo subfator', placeholder: 'nome do novo subfator...', button: 'Adicionar subfator' },
  deleteFactor: { title: 'Excluir fator', body: 'os subfatores dele também serão excluídos.' },
  deleteSubfactor: { title: 'Excluir subfator', body: 'este subfator será excluído.' },
  empty: 'Nenhum fator nesta análise.',
} as const;
export const chart = {
  ...FIRST_SCREENS.ambiental.grafico,
  fileName: 'matriz-ambiental',
  ...AMBIENTAL_CHART_TEXTS,
  favorable: 'Ambiente favorável: as oportunidades pesam mais que as ameaças.',
  unfavorable: 'Ambiente desfavorável: as ameaças pesam mais que as oportunidades.',
  neutralText: 'Ambiente neutro: oportunidades e ameaças se equilibram.',
  opportunities: 'Oportunidades mais fortes',
  threats: 'Ameaças mais fortes',
  noOpportunities: 'Nenhuma oportunidade com peso.',
  noThreats: 'Nenhuma ameaça com peso.',
  weight: 'Peso (importância × nota)',
  factor: 'Fator',
  subfactors: 'Subfatores',
  table: 'Fatores no gráfico',
} as const;
