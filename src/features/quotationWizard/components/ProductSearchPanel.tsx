import { useId, useState } from 'react';
import type { ProdutoDto } from '../../../api/dto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { selectProductResults, selectProductSearch, selectPurchaseMode } from '../quotationWizardSelectors';
import { PRODUCT_SEARCH_PAGE_SIZE, wizardActions } from '../quotationWizardSlice';
import { PurchaseModeRadios } from './PurchaseModeRadios';

function AddProduct({ product }: { product: ProdutoDto }) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(String(product.qtdeEmbalagem || 1));
  const value = Number(quantity);
  const valid = Number.isInteger(value) && value > 0;
  return (
    <div className="wizard-add">
      <input
        aria-label={`Quantidade de ${product.descricao} ${product.apresentacao}`}
        inputMode="numeric"
        size={5}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <button
        type="button"
        className="btn"
        disabled={!valid}
        aria-label={`Adicionar ${product.descricao} ${product.apresentacao}`}
        onClick={() => dispatch(wizardActions.itemAddRequested({ idProduto: product.id, quantidade: value, label: `${product.descricao} ${product.apresentacao}` }))}
      >
        Adicionar
      </button>
    </div>
  );
}

const COLUMNS: TableColumn<ProdutoDto>[] = [
  { key: 'ean', header: 'EAN', render: (p) => p.ean },
  { key: 'produto', header: 'Produto', render: (p) => p.descricao },
  { key: 'apresentacao', header: 'Apresentação', render: (p) => p.apresentacao },
  { key: 'fabricante', header: 'Fabricante', render: (p) => p.fabricante },
  { key: 'preco', header: 'Preço fábrica', render: (p) => formatMoney(p.precoFabrica) },
  { key: 'adicionar', header: 'Quantidade', render: (p) => <AddProduct product={p} /> },
];

/** 'Busca de Produtos': the purchase mode, and a catalogue search (debounced by the saga) to add products with a quantity. */
export function ProductSearchPanel() {
  const dispatch = useAppDispatch();
  const id = useId();
  const productSearch = useAppSelector(selectProductSearch);
  const buscaDeProduto = useAppSelector(selectPurchaseMode);
  const rows = useAppSelector(selectProductResults);
  return (
    <section className="panel" aria-labelledby="wizard-search">
      <h2 id="wizard-search">Busca de Produtos</h2>
      <PurchaseModeRadios legend="Busca de produto *" name="buscaDeProduto" value={buscaDeProduto} onChange={(mode) => dispatch(wizardActions.purchaseModeChanged(mode))} />
      <div className="form-field form-field--wide">
        <label htmlFor={`${id}-texto`}>Buscar produto (nome, EAN, substância ou fabricante)</label>
        <input id={`${id}-texto`} type="search" value={productSearch.text} onChange={(e) => dispatch(wizardActions.productSearchChanged(e.target.value))} />
      </div>
      {productSearch.error && <p role="alert" className="field-error">{productSearch.error}</p>}
      {productSearch.text.trim().length >= 3 && (
        <PagedTable
          caption="Produtos encontrados"
          columns={COLUMNS}
          rows={rows}
          getRowId={(p) => p.id}
          loading={productSearch.loading}
          total={productSearch.total}
          page={productSearch.page}
          size={PRODUCT_SEARCH_PAGE_SIZE}
          onPageChange={(page) => dispatch(wizardActions.productSearchPageChanged(page))}
        />
      )}
    </section>
  );
}
