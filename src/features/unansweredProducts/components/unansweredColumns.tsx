import type { ProdutoSemRespostaDto } from '../../../api/resumoRespostaDto';
import { unansweredReasonLabel } from '../../../domain/unansweredProducts';
import { formatInteger, formatMoney } from '../../../shared/lib/format';
import type { TableColumn } from '../../../shared/ui/PagedTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

/** Spec 02 §2.3 columns; each sorts by the server's key. Long names are cut with a tooltip. */
export const UNANSWERED_COLUMNS: readonly TableColumn<ProdutoSemRespostaDto>[] = [
  {
    key: 'tipo',
    header: 'Tipo',
    sortKey: 'tipoProduto',
    className: 'unanswered__narrow',
    render: (row) => (
      <abbr title={row.tipoProduto === 'LIBERADO' ? 'Liberado' : 'Monitorado'}>{row.tipoProduto === 'LIBERADO' ? 'L' : 'M'}</abbr>
    ),
  },
  {
    key: 'equivalente',
    header: 'E',
    sortKey: 'equivalente',
    className: 'unanswered__narrow',
    render: (row) =>
      row.equivalente ? (
        <abbr title={`Produto com equivalentes (grupo ${row.grupoProduto})`}>Sim</abbr>
      ) : (
        <span>Não</span>
      ),
  },
  {
    key: 'codigo',
    header: 'Código / EAN',
    sortKey: 'codigo',
    className: 'unanswered__code',
    render: (row) => (
      <>
        <span className="unanswered__line">{row.codigo}</span>
        <span className="unanswered__line unanswered__muted">{row.ean}</span>
      </>
    ),
  },
  {
    key: 'produto',
    header: 'Produto / Fabricante',
    sortKey: 'produto',
    className: 'unanswered__product',
    render: (row) => (
      <>
        <TruncatedText text={row.produto} />
        <span className="unanswered__muted">
          <TruncatedText text={row.fabricante} />
        </span>
      </>
    ),
  },
  { key: 'quantidade', header: 'Quantidade', sortKey: 'quantidade', className: 'unanswered__number', render: (row) => formatInteger(row.quantidade) },
  { key: 'valorReferencia', header: 'Valor de referência', sortKey: 'valorReferencia', className: 'unanswered__number', render: (row) => formatMoney(row.valorReferencia) },
  { key: 'motivo', header: 'Motivo', sortKey: 'motivo', className: 'unanswered__reason', render: (row) => unansweredReasonLabel(row.motivo) },
];
