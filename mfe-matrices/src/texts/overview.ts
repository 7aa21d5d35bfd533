import { ANALYSIS_LABELS, type AnalysisKind } from 'contracts';
export { overviewTitle as title } from './navigation';
export const chooseCompany = "Para começar, escolha uma empresa: clique no ícone de configurações, no canto superior direito da tela, e depois em 'Empresas'.";
export const accessNote = 'A empresa só aparece na lista se o administrador do seu negócio liberar o seu acesso a ela, ou se você criar uma nova empresa.';
export const chromeHint = 'Para uma melhor experiência, recomendamos o navegador Google Chrome.';
export const multifatorialTip = {
  title: 'Dica: comece pela análise de Crescimento&Participação',
  body: 'Fazendo primeiro a análise de Crescimento e Participação (MCP), os dados dos seus produtos podem ser importados automaticamente para a análise Multifatorial.',
  continue: 'Continuar para Multifatorial',
  cancel: 'Cancelar',
} as const;
// The demo-info dialog itself (title, text, buttons) is contracts/client's DemoInfoDialog.
export const companyReport = 'Relatório da empresa (as quatro análises num só documento)';
export const demoInfoLink = 'Sobre o modo demonstração';
/** Under each tile, what the company has of that kind (issue 23): "2 matrizes MCP", "Nenhuma análise ambiental ainda". */
export const tileCount = (kind: AnalysisKind, count: number) =>
  count === 0 ? `Nenhuma ${ANALYSIS_LABELS[kind].one} ainda` : `${count} ${count === 1 ? ANALYSIS_LABELS[kind].one : ANALYSIS_LABELS[kind].other}`;
export const continueLast = 'Continuar:';
export const changedAt = (date: string) => `alterada em ${date}`;
