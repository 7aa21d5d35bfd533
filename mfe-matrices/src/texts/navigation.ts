// Page titles and menu labels: all the routes module reads (the tab titles). Kept apart from
// each area's page texts, so the routes module, loaded on every page of this remote, stays small.
// Each analysis kind's own (its list's title, its menu, its tile) are in features/<kind>/navigation.ts.

/** Every analysis editor's last menu entry: its report. */
export const reportTitle = 'Relatório';
export const historyTitle = 'Histórico';
export const companyReportTitle = 'Relatório da empresa';

export const overviewTitle = 'Bem vindo!';
export const uilabTitle = 'UI Lab';
export const uilabMenu = { overview: 'Overview', buttons: 'Botoes', forms: 'Formulários', matrixChart: 'Gráfico Matricial' } as const;
