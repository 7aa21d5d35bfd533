// Ambiental and SWOT Sistêmica (issue 11): what their list and editor pages share, then each one's own.
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
export const edited = 'Análise alterada.';
export const demoLimitLink = 'Conheça os planos';
export const save = 'Salvar alterações';
export const saving = 'Salvando...';
export const saved = 'Alterações salvas.';
export const unsaved = 'Há alterações não salvas.';
export const discard = 'Descartar alterações';
export const add = 'Adicionar';
export const remove = 'Excluir';
export const exportPng = 'Exportar PNG';
export const exportFailed = 'Não foi possível gerar a imagem. Tente novamente.';
export const importance = 'Importância';
export const grade = 'Nota';

// Reserved words are valid export names, not variable names.
export { deleteText as delete };
