import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MANUAL_ORDER_PAGE_SIZES } from '../../../domain/manualOrderFilter';
import { manualOrderDataActions } from '../manualOrderDataSlice';
import { selectProductsPage } from '../manualOrderSelectors';
import { LOADING } from '../manualOrderTexts';
import { PagedRows } from './PagedRows';
import { ProductRows } from './ProductRows';

/** Spec 02 §2.2: the product grid's columns, in the spec's order, ending with the buy state. */
export const PRODUCT_COLUMNS: { label: string; title?: string; className?: string }[] = [
  { label: 'Selecionar para excluir', title: 'Selecionar para excluir', className: 'manual-col--select' },
  { label: 'EAN', className: 'manual-col--ean' },
  { label: 'Código', className: 'manual-col--code' },
  { label: 'Descrição', className: 'manual-col--text' },
  { label: 'Fabricante', className: 'manual-col--maker' },
  { label: 'E', title: 'Grupo de equivalência', className: 'manual-col--flag' },
  { label: 'Qtd.', title: 'Quantidade cotada', className: 'manual-col--qty' },
  { label: 'Vl. histórico', title: 'Valor histórico', className: 'manual-col--money' },
  { label: 'Maior desc.', title: 'Maior desconto', className: 'manual-col--pct' },
  { label: 'Menor s/ ST', title: 'Menor valor sem ST', className: 'manual-col--money' },
  { label: 'Menor c/ ST', title: 'Menor valor com ST', className: 'manual-col--money' },
  { label: 'Vl. ref.', title: 'Valor de referência', className: 'manual-col--money' },
  { label: 'Comprar', className: 'manual-col--check' },
  { label: 'Ações', className: 'manual-col--actions' },
];

/** A branch's products, 5 per page, each followed by its answers. */
export function ProductTable({ idPedidoManual, branchName }: { idPedidoManual: number; branchName: string }) {
  const dispatch = useAppDispatch();
  const products = useAppSelector((s) => selectProductsPage(s, idPedidoManual));
  return (
    <div className="manual-products">
      <PagedRows page={products} size={MANUAL_ORDER_PAGE_SIZES.products} loadingText={LOADING.products} onLoad={(page) => dispatch(manualOrderDataActions.productsRequested({ idPedidoManual, page }))}>
        <table className="manual-table manual-products__table">
          <caption className="visually-hidden">Produtos de {branchName}</caption>
          <colgroup>
            {PRODUCT_COLUMNS.map((column) => (
              <col key={column.label} className={column.className} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {PRODUCT_COLUMNS.map((column) => (
                <th key={column.label} scope="col" title={column.title}>
                  {column.label === 'Ações' || column.className === 'manual-col--select' ? <span className="visually-hidden">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          {products.ids.map((idItem) => (
            <ProductRows key={idItem} idItem={idItem} columns={PRODUCT_COLUMNS.length} branchName={branchName} />
          ))}
        </table>
      </PagedRows>
      {products.status === 'loaded' && products.ids.length === 0 && <p className="load-state">Nenhum dado encontrado.</p>}
    </div>
  );
}
