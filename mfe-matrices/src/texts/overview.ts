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
