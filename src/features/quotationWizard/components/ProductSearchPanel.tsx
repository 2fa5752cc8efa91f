import { useId, useState } from 'react';
import type { ProdutoDto } from '../../../api/dto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NOT_A_WHOLE_NUMBER, sanitizeQuantityInput, wholeQuantity } from '../../../domain/orderQuantity';
import { formatMoney } from '../../../shared/lib/format';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { selectProductResults, selectProductSearch, selectPurchaseMode } from '../quotationWizardSelectors';
import { PRODUCT_SEARCH_PAGE_SIZE, wizardActions } from '../quotationWizardSlice';
import { PurchaseModeRadios } from './PurchaseModeRadios';

/** The wizard's product quantity keeps at most 6 characters (as before: the catalogue quantity is not one of spec 03's order inputs). */
const WIZARD_QUANTITY_LENGTH = 6;

/** Text that is not plain digits ('1,8', '12.5', '-12', '12a4') is kept as typed and refused beside 'Adicionar', which stays disabled: never another number. */
function AddProduct({ product }: { product: ProdutoDto }) {
  const dispatch = useAppDispatch();
  const refusalId = useId();
  const [quantity, setQuantity] = useState(String(product.qtdeEmbalagem || 1));
  const value = wholeQuantity(quantity);
  const refused = quantity.trim() !== '' && value === null;
  return (
    <div className="wizard-add">
      <input
        aria-label={`Quantidade de ${product.descricao} ${product.apresentacao}`}
        inputMode="numeric"
        size={5}
        maxLength={WIZARD_QUANTITY_LENGTH}
        value={quantity}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? refusalId : undefined}
        onChange={(e) => setQuantity(sanitizeQuantityInput(e.target.value, WIZARD_QUANTITY_LENGTH))}
      />
      <button
        type="button"
        className="btn"
        disabled={value === null || value === 0}
        aria-describedby={refused ? refusalId : undefined}
        aria-label={`Adicionar ${product.descricao} ${product.apresentacao}`}
        onClick={() => value !== null && dispatch(wizardActions.itemAddRequested({ idProduto: product.id, quantidade: value, label: `${product.descricao} ${product.apresentacao}` }))}
      >
        Adicionar
      </button>
      {refused && (
        <span id={refusalId} className="wizard-add__refusal" role="status">
          {NOT_A_WHOLE_NUMBER}
        </span>
      )}
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
