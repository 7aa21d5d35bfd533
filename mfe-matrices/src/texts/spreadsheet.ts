/** The "take this table to a spreadsheet" buttons beside every table (shared/export). */
export const exportExcel = 'Exportar Excel';
export const exportCsv = 'Exportar CSV';
export const exportFailed = 'Não foi possível gerar o arquivo. Tente novamente.';
