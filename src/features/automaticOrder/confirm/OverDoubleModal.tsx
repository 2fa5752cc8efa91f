import { useEffect } from 'react';
import type { PedidoAcimaDoDobroDto, ProdutoAcimaDoDobroDto } from '../../../api/pedidoAutomaticoConfirmDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatInteger, formatPercent } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { Pager } from '../../../shared/ui/Pager';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectOverDoubleOrders, selectOverDoubleProducts } from './confirmSelectors';
import { confirmActions, OVER_DOUBLE_PAGE_SIZE } from './confirmSlice';
import { CONFIRM_ORDERS, LOADING_ROWS, OVER_DOUBLE_INTRO, OVER_DOUBLE_LOAD_FAILED, OVER_DOUBLE_TITLE, REVIEW_QUANTITIES } from './confirmTexts';

/** Width of the over-double modal (spec 03 §2.3). */
export const OVER_DOUBLE_MODAL_WIDTH = 850;

const PRODUCT_COLUMNS: readonly TableColumn<ProdutoAcimaDoDobroDto>[] = [
  { key: 'ean', header: 'EAN', render: (row) => row.codBarras, className: 'over-double__ean' },
  { key: 'produto', header: 'Produto', render: (row) => <TruncatedText text={row.descricaoProduto} />, className: 'over-double__product' },
  { key: 'fabricante', header: 'Fabricante', render: (row) => <TruncatedText text={row.descricaoFabricante} />, className: 'over-double__maker' },
  { key: 'cotada', header: 'Qtd. cotada', render: (row) => formatInteger(row.quantidadeCotada), className: 'num' },
  { key: 'pedida', header: 'Qtd. pedida', render: (row) => formatInteger(row.quantidadePedida), className: 'num' },
  { key: 'percentagem', header: '% acima', render: (row) => formatPercent(row.percentagem), className: 'num' },
];

const productId = (row: ProdutoAcimaDoDobroDto) => row.codBarras;

/** One order and its products above double, 5 per page. */
function OverDoubleOrder({ order }: { order: PedidoAcimaDoDobroDto }) {
  const dispatch = useAppDispatch();
  const products = useAppSelector((s) => selectOverDoubleProducts(s, order.idPedido));
  useEffect(() => {
    dispatch(confirmActions.overDoubleProductsRequested({ idPedido: order.idPedido, page: 0 }));
  }, [dispatch, order.idPedido]);
  const caption = `Produtos acima do dobro no pedido de ${order.nomeFantasiaCliente}`;
  return (
    <li className="over-double__order">
      <h3 className="over-double__branch">
        <TruncatedText text={order.nomeFantasiaCliente} />
        <span className="over-double__owner">
          <TruncatedText text={`${order.nomeFantasiaFornecedor} · ${order.nomeRepresentante}`} />
        </span>
      </h3>
      {products?.status === 'failed' ? (
        <p role="alert">{OVER_DOUBLE_LOAD_FAILED}</p>
      ) : (
        <PagedTable
          caption={caption}
          columns={PRODUCT_COLUMNS}
          rows={products?.rows ?? []}
          getRowId={productId}
          loading={!products || products.status === 'loading'}
          total={products?.total ?? 0}
          page={products?.page ?? 0}
          size={OVER_DOUBLE_PAGE_SIZE}
          onPageChange={(page) => dispatch(confirmActions.overDoubleProductsRequested({ idPedido: order.idPedido, page }))}
        />
      )}
    </li>
  );
}

/**
 * The orders whose ordered quantity is above double the quoted (spec 03 §2.3, §4.2): 5 orders per
 * page, each with its products 5 per page. 'Revisar as quantidades' filters the screen to them;
 * 'Confirmar pedidos' keeps the quantities and confirms.
 */
export function OverDoubleModal({ busy, onReviewQuantities }: { busy: boolean; onReviewQuantities: () => void }) {
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOverDoubleOrders);
  const review = () => {
    dispatch(confirmActions.overDoubleClosed());
    onReviewQuantities();
  };
  return (
    <Modal
      title={OVER_DOUBLE_TITLE}
      width={OVER_DOUBLE_MODAL_WIDTH}
      onClose={() => dispatch(confirmActions.overDoubleClosed())}
      closable={!busy}
      footer={
        <>
          <button type="button" className="btn" onClick={review} disabled={busy}>
            {REVIEW_QUANTITIES}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(confirmActions.overDoubleAccepted())} disabled={busy} aria-busy={busy}>
            {CONFIRM_ORDERS}
          </button>
        </>
      }
    >
      <p className="over-double__intro">{OVER_DOUBLE_INTRO}</p>
      {orders.status === 'failed' && <p role="alert">{OVER_DOUBLE_LOAD_FAILED}</p>}
      {orders.status === 'loading' && <p role="status">{LOADING_ROWS}</p>}
      <ul className="over-double__orders" aria-label="Pedidos acima do dobro">
        {orders.rows.map((order) => (
          <OverDoubleOrder key={order.idPedido} order={order} />
        ))}
      </ul>
      <Pager total={orders.total} page={orders.page} size={OVER_DOUBLE_PAGE_SIZE} onPageChange={(page) => dispatch(confirmActions.overDoublePageRequested(page))} sizeLabel="Pedidos por página" />
    </Modal>
  );
}
