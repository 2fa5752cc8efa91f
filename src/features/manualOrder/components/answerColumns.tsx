import { createContext, useContext, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectSessionUser } from '../../../entities/session/sessionSelectors';
import { ColumnChooser, useStoredColumns, type ChoosableColumn } from '../../../shared/grid/ColumnChooser';

/**
 * The answer rows' columns (spec 02 §2.2 "Answer row content"). The ones shown by default fit the
 * 1330 px content column without sideways scroll; the rest are behind 'Colunas', kept per user on
 * this device (as the automatic order's and the combo's column choices).
 */
export interface AnswerColumn extends ChoosableColumn {
  title?: string;
}

export const ANSWER_COLUMNS: readonly AnswerColumn[] = [
  { key: 'comprar', header: 'Comprar', visibleByDefault: true, always: true },
  { key: 'filial', header: 'Filial', visibleByDefault: true, always: true },
  { key: 'fornecedor', header: 'Fornecedor / Representante', visibleByDefault: true, always: true },
  { key: 'prazo', header: 'Prazo', title: 'Prazo de pagamento', visibleByDefault: true },
  { key: 'respondida', header: 'Qtd. resp.', title: 'Quantidade respondida', visibleByDefault: true },
  { key: 'minima', header: 'Mín.', title: 'Quantidade mínima', visibleByDefault: true },
  { key: 'fixa', header: 'Fixa', title: 'Quantidade fixa', visibleByDefault: false },
  { key: 'embalagem', header: 'Embalagem', visibleByDefault: true },
  { key: 'pedir', header: 'Qtd. pedir', title: 'Quantidade a pedir', visibleByDefault: true, always: true },
  { key: 'oportunidade', header: 'Oport.', title: 'Oportunidade', visibleByDefault: false },
  { key: 'desconto', header: 'Desc. inf. / util.', title: 'Desconto informado e desconto utilizado', visibleByDefault: true },
  { key: 'aliquota', header: 'Alíq.', title: 'Alíquota total', visibleByDefault: false },
  { key: 'semST', header: 'Preço s/ ST', visibleByDefault: true },
  { key: 'comST', header: 'Preço c/ ST', visibleByDefault: false },
  { key: 'liquido', header: 'Preço líquido', visibleByDefault: true },
  { key: 'custo', header: 'Preço custo', visibleByDefault: false },
  { key: 'ordem', header: 'Ordem', title: 'Ordem de preço (1 menor, 2 segundo menor)', visibleByDefault: false },
  { key: 'substituto', header: 'EAN subst.', title: 'EAN substituto', visibleByDefault: false },
  { key: 'fatMinimo', header: 'Fat. mín.', title: 'Faturamento mínimo', visibleByDefault: false },
  { key: 'tipo', header: 'Tipo', title: 'Tipo do produto (L liberado, M monitorado)', visibleByDefault: false },
  { key: 'analise', header: 'Análise', title: 'Sem análise de preço', visibleByDefault: false },
  { key: 'acoes', header: 'Ações', visibleByDefault: true, always: true },
];

export const ANSWER_COLUMNS_KEY = 'colunasRespostasPedidoManual';
export const MIN_ANSWER_COLUMNS = 3;
const DEFAULT_CHOICE = ANSWER_COLUMNS.filter((column) => column.visibleByDefault && !column.always).map((column) => column.key);

type Choice = [string[], (keys: string[]) => void];
const AnswerColumnsContext = createContext<Choice>([DEFAULT_CHOICE, () => undefined]);

export function AnswerColumnsProvider({ children }: { children: ReactNode }) {
  const sub = useAppSelector(selectSessionUser)?.sub ?? '';
  const choice = useStoredColumns(sub, ANSWER_COLUMNS_KEY, ANSWER_COLUMNS.filter((column) => !column.always), MIN_ANSWER_COLUMNS);
  return <AnswerColumnsContext.Provider value={choice}>{children}</AnswerColumnsContext.Provider>;
}

/** The answer columns shown, in their order ('Filial' only in the grouped view). */
export function useShownAnswerColumns(withBranch: boolean): readonly AnswerColumn[] {
  const [visible] = useContext(AnswerColumnsContext);
  return ANSWER_COLUMNS.filter((column) => (column.key === 'filial' ? withBranch : column.always === true || visible.includes(column.key)));
}

/** 'Colunas' for the answer rows. */
export function AnswerColumnChooser() {
  const [visible, choose] = useContext(AnswerColumnsContext);
  return <ColumnChooser columns={ANSWER_COLUMNS} visible={visible} onChange={choose} min={MIN_ANSWER_COLUMNS} label="Colunas das respostas" />;
}
