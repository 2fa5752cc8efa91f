import type { TipoRespostaRepresentante } from '../../../api/dto';

/** Words and truncation lengths of the supplier blocks (spec 02 §2.1). */
export const SUPPLIER_LABEL_MAX = 75;
export const BRANCH_TITLE_MAX = 86;
export const EMPTY_FILTER_MESSAGE = 'Categoria selecionada não encontrada!';

export function responseTypeLabel(type: TipoRespostaRepresentante | string): string {
  if (type === 'ELETRONICO') return 'Eletrônico';
  if (type === 'ELETRONICO_OL') return 'Eletrônico OL';
  return 'Manual';
}

