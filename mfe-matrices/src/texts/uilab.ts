export { uilabTitle as title, uilabMenu as menu } from './navigation';
export const menuLabel = 'Menu do UI Lab';
export const index = {
  text: 'Área de desenvolvimento com os componentes de interface e o gráfico matricial, sempre com dados simulados.',
} as const;
export const buttons = {
  primary: 'Primário',
  secondary: 'Secundário',
  success: 'Sucesso',
  danger: 'Perigo',
  outline: 'Contorno',
  link: 'Link',
  disabled: 'Desabilitado',
  small: 'Pequeno',
  large: 'Grande',
  busy: 'Enviando',
  variantsHeading: 'Variações',
  sizesHeading: 'Tamanhos e estados',
  dialogHeading: 'Diálogo',
  openDialog: 'Abrir diálogo',
  dialog: { title: 'Diálogo de exemplo', body: 'O foco fica dentro do diálogo; Esc ou "Cancelar" o fecham.', confirm: 'Entendi' },
} as const;
export const forms = {
  name: 'Nome',
  namePlaceholder: 'nome...',
  email: 'E-mail',
  emailPlaceholder: 'e-mail...',
  emailHint: 'Usado para entrar na conta.',
  description: 'Descrição',
  sector: 'Tipo',
  sectorOptions: ['Indústria', 'Comércio', 'Serviços'],
  accept: 'Concordo com os termos de uso',
  reach: 'Alcance',
  reachOptions: ['Local', 'Regional', 'Nacional'],
  importance: 'Importância',
  grade: 'Nota',
  submit: 'Enviar',
  monthlyHeading: 'Grade mensal',
  monthlyHint: 'Setas, Tab e Enter movem entre as células; cole um bloco copiado de uma planilha a partir da célula em foco.',
  monthlyCaption: 'Produto de exemplo',
  monthlyRowHeader: 'Dado',
  monthlyDirty: 'Alterações não salvas.',
  monthlyClean: 'Nenhuma alteração.',
} as const;
export const chart = {
  heading: 'Gráfico Matricial',
  simulated: 'Dados simulados.',
  showLabels: 'Mostrar rótulos',
  xAxis: 'Força competitiva',
  yAxis: 'Atratividade de mercado',
  revenue: 'Faturamento',
} as const;
