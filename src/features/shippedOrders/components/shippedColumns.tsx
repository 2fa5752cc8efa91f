import { Link } from 'react-router-dom';
import type { PedidoEnviadoResumoDto } from '../../../api/pedidosEnviadosDto';
import { ORDER_STATUS_TABLE, orderStatusLabel } from '../../../domain/orderStatus';
import { formatDateTime, formatMoney } from '../../../shared/lib/format';
import type { TableColumn } from '../../../shared/ui/PagedTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

/** The order's code (its id before the server gave one): the link to its quotation's review page (DECISIONS 1, 3). */
const orderCode = (row: PedidoEnviadoResumoDto): string => row.codPedido ?? String(row.idPedido);

/** The list's columns, newest send first (the server's order); long names are cut with a tooltip. */
export const SHIPPED_COLUMNS: readonly TableColumn<PedidoEnviadoResumoDto>[] = [
  {
    key: 'pedido',
    header: 'Pedido',
    className: 'shipped__code',
    render: (row) => (
      <Link to={`/revisao-envio/${row.idCotacao}`} aria-label={`Pedido ${orderCode(row)}: revisão e envio da cotação ${row.idCotacao}`}>
        {orderCode(row)}
      </Link>
    ),
  },
  {
    key: 'cotacao',
    header: 'Cotação',
    className: 'shipped__quotation',
    render: (row) => <TruncatedText text={`${row.idCotacao} - ${row.tituloCotacao}`} />,
  },
  { key: 'envio', header: 'Enviado em', className: 'shipped__date', render: (row) => formatDateTime(row.dataEnvio) },
  {
    key: 'situacao',
    header: 'Situação',
    className: 'shipped__status',
    render: (row) => {
      const tone = ORDER_STATUS_TABLE[row.situacaoPedido].tone;
      return <span className={tone ? `shipped__tone shipped__tone--${tone}` : undefined}><TruncatedText text={orderStatusLabel(row.situacaoPedido)} /></span>;
    },
  },
  { key: 'fornecedor', header: 'Fornecedor', className: 'shipped__name', render: (row) => <TruncatedText text={row.nomeFantasiaFornecedor} /> },
  { key: 'representante', header: 'Representante', className: 'shipped__name', render: (row) => <TruncatedText text={row.nomeRepresentante} /> },
  { key: 'filial', header: 'Filial', className: 'shipped__name', render: (row) => <TruncatedText text={row.nomeFantasiaCliente} /> },
  { key: 'valor', header: 'Valor total', className: 'shipped__money', render: (row) => formatMoney(row.valorTotal) },
];
