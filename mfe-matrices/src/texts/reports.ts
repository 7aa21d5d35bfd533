// Reports (issue 14): one analysis's report under its editor, and the company's report of all four.
import { companyReportTitle } from './navigation';

export const print = 'Imprimir / Salvar PDF';
export const analysisReport = 'Relatório da análise';
export const companyReport = companyReportTitle;
export const company = 'Empresa';
export const analysis = 'Análise';
export const issuedOn = 'Data do relatório';
export const updatedAt = 'Última alteração da análise';
export const contents = 'Sumário';
export const chooseAnalyses = 'Escolha as análises do relatório';
export const demoNotice = 'Empresa em demonstração: cada página impressa leva a marca d’água “DEMONSTRAÇÃO”.';
export const loadError = 'Não foi possível carregar os dados do relatório. Tente novamente.';
export const mcpPeriod = (label: string) => `Período mais recente: ${label}`;
export const multifatorialWindow = (from: string, to: string) => `Notas de ${from} a ${to}`;
export const reading = 'Leitura da análise';
/** A printed page's number, in its footer. */
export const pageOf = (page: number | string, pages: number | string) => `Página ${page} de ${pages}`;
/** The MCP's own report shows the period chosen here (?periodo=AAAA-MM in its address). */
export const mcpChosenPeriod = (label: string) => `Período: ${label}`;
export const mcpPeriodChoice = 'Período do relatório';
export const mcpPeriodUnknown = (asked: string) => `O período ${asked} não tem dados nesta matriz: o relatório mostra o mais recente.`;
