/** Texts of the tie-break settings (spec 02 §2.4, §8). */
export const SIC_TITLE = 'Preferência SIC';
export const CUSTOMER_TITLE = 'Preferência';
export const SAVE = 'Salvar';
export const SAVED = 'Salvo com sucesso.';
export const FAILED = 'Ocorreu um erro, entre em contato com o suporte.';
export const EMPTY = 'Nenhum fornecedor encontrado.';
export const LOADING = 'Carregando fornecedores…';
export const CUSTOM_SWITCH = 'Usar desempate personalizado';
export const SORT_HELP = 'Arraste para ordenar, use ▲ e ▼ ou, com o item em foco, tecle Espaço para pegá-lo, as setas para movê-lo e Espaço para soltá-lo.';
export const moveUpLabel = (label: string) => `Mover ${label} para cima`;
export const moveDownLabel = (label: string) => `Mover ${label} para baixo`;
export const SIC_HELP = 'Nas cotações com SIC, a ordem dos fornecedores desempata as respostas de mesmo preço, preço líquido e prazo.';
export const DEFAULT_HELP = 'Desempate padrão: menor preço, maior preço líquido, maior prazo, menor faturamento mínimo e primeiro a responder.';
export const CUSTOM_HELP =
  'Desempate personalizado: menor preço de custo, menor preço líquido, maior prazo, a ordem abaixo, menor faturamento mínimo e primeiro a responder. Salve para aplicar nos próximos pedidos gerados.';

/** 'Ocorreu um erro, entre em contato com o suporte. (detail)' */
export const loadFailed = (detail: string): string => `${FAILED} (${detail})`;

/** What switching the custom list off leaves, as a conflict names it. */
export const DEFAULT_CHAIN = 'desempate padrão';

/** How many of a list's first entries a conflict names. */
const NAMED = 3;
/** A list's order in words, as a conflict shows it: '1º A, 2º B, 3º C e mais 4'. */
export function listInWords(labels: readonly string[]): string {
  const named = labels.slice(0, NAMED).map((label, index) => `${index + 1}º ${label}`).join(', ');
  return labels.length > NAMED ? `${named} e mais ${labels.length - NAMED}` : named;
}
