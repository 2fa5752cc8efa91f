import { useState, type FormEvent } from 'react';
import type { FiltroRevisaoDto } from '../../../api/revisaoEnvioDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ORDER_STATUS_TEXT, type SituacaoPedido } from '../../../domain/orderStatus';
import { Modal } from '../../../shared/ui/Modal';
import { selectFilter, selectFilterOpen } from '../orderReviewSelectors';
import { orderReviewActions } from '../orderReviewSlice';
import { FILTER_ORDERS } from '../orderReviewTexts';
import { FilterChoices } from './FilterChoices';
import { useFilterChoices } from './useFilterChoices';
import './OrderSelection.css';

const STATUSES = Object.entries(ORDER_STATUS_TEXT) as [SituacaoPedido, string][];

/** 'Filtrar Pedidos' (§3.4 order review filter): order code, product code or EAN, order status ([Todas]), suppliers, branches, product situations, looping only. */
export function OrderFilterModal() {
  const open = useAppSelector(selectFilterOpen);
  if (!open) return null;
  return <FilterForm />;
}

function FilterForm() {
  const dispatch = useAppDispatch();
  const applied = useAppSelector(selectFilter);
  const [codPedido, setCodPedido] = useState(applied.codPedido ?? '');
  const [codProduto, setCodProduto] = useState(applied.codProduto ?? '');
  const [situacao, setSituacao] = useState<SituacaoPedido | ''>(applied.situacaoPedido?.[0] ?? '');
  const [looping, setLooping] = useState(applied.looping === true);
  const [suppliers, setSuppliers] = useState<string[]>((applied.idsFornecedores ?? []).map(String));
  const [branches, setBranches] = useState<string[]>(applied.cnpjFiliais ?? []);
  const [products, setProducts] = useState<string[]>(applied.situacaoProduto ?? []);
  const choices = useFilterChoices();
  const close = () => dispatch(orderReviewActions.filterPanelToggled(false));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter: FiltroRevisaoDto = {};
    if (codPedido.trim()) filter.codPedido = codPedido.trim();
    if (codProduto.trim()) filter.codProduto = codProduto.trim();
    if (situacao) filter.situacaoPedido = [situacao];
    if (looping) filter.looping = true;
    if (suppliers.length) filter.idsFornecedores = suppliers.map(Number);
    if (branches.length) filter.cnpjFiliais = branches;
    if (products.length) filter.situacaoProduto = products;
    dispatch(orderReviewActions.filterApplied(filter));
  };
  return (
    <Modal title={FILTER_ORDERS} onClose={close} width={760}>
      <form className="review-filter" onSubmit={submit}>
        <label>
          Código do pedido
          <input value={codPedido} maxLength={20} onChange={(event) => setCodPedido(event.target.value)} />
        </label>
        <label>
          Código ou EAN do produto
          <input value={codProduto} maxLength={20} onChange={(event) => setCodProduto(event.target.value)} />
        </label>
        <label>
          Situação do pedido
          <select value={situacao} onChange={(event) => setSituacao(event.target.value as SituacaoPedido | '')}>
            <option value="">[Todas]</option>
            {STATUSES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <div className="review-filter__columns">
          <FilterChoices legend="Fornecedores" choices={choices.fornecedores} chosen={suppliers} onChange={setSuppliers} loading={choices.loading} />
          <FilterChoices legend="Filiais" choices={choices.filiais} chosen={branches} onChange={setBranches} loading={choices.loading} />
          <FilterChoices legend="Situação do produto" choices={choices.situacoesProduto} chosen={products} onChange={setProducts} loading={choices.loading} />
        </div>
        {choices.failed && <p role="alert">Não foi possível carregar as opções de fornecedores e filiais.</p>}
        <label className="review-filter__check">
          <input type="checkbox" checked={looping} onChange={(event) => setLooping(event.target.checked)} />
          Somente pedidos de looping
        </label>
        <div className="review-filter__actions">
          <button type="button" className="btn" onClick={() => dispatch(orderReviewActions.filterApplied({}))}>
            Limpar
          </button>
          <button type="submit" className="btn btn--primary">
            Filtrar
          </button>
        </div>
      </form>
    </Modal>
  );
}
