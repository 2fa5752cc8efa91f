/** Texts of the mass-edit modal (spec 03 §2.3, §4.2, §5, §8), verbatim where the spec has them. */
export const SELECT_BRANCH_TO_DELETE = 'Selecione ao menos uma filial para excluir*';
export const ZERO_NOT_ALLOWED = 'Não é permitido valores zerados';
export const NO_BRANCHES = 'Nenhuma filial encontrada';
export const LOAD_ERROR = 'Erro ao carregar';
export const MASS_EDIT_TITLE = 'Edição em massa do produto';
export const MASS_EDIT_ACTION = 'Editar em massa';
export const UNCHANGED_TITLE = 'Atenção';
export const UNCHANGED_INTRO = 'A quantidade não foi alterada nas filiais abaixo porque não atingiu a quantidade mínima ou não é múltipla da caixa:';
/** A mass answer change's branches left as they were (the chosen rank has no answer there). */
export const UNCHANGED_ANSWER_INTRO = 'A resposta não foi alterada nas filiais abaixo:';
export const MASS_FAILED = 'Não foi possível aplicar a alteração em massa.';
export const APPLY_QUANTITY = 'Aplicar quantidade';
export const APPLY_ANSWER = 'Aplicar resposta';
export const DELETE_BRANCHES = 'Excluir das filiais';
export const CONFIRM = 'Confirmar';
export const SELECT_ALL_BRANCHES = 'Selecionar todas as filiais';
export const selectedCount = (n: number): string => (n === 1 ? '1 filial selecionada' : `${n} filiais selecionadas`);
/** The answer choices of the mass answer change: the price rank (ordemTela). */
export const ANSWER_RANKS = [
  { value: 1, label: '1ª resposta (melhor preço)' },
  { value: 2, label: '2ª resposta' },
  { value: 3, label: '3ª resposta' },
] as const;
