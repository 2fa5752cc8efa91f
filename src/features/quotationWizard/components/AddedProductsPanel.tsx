import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSelectedItems, selectWizardItems } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';
import { ItemsTable } from './ItemsTable';

/** 'Produtos adicionados (n)': every product of the quotation, to select and delete. */
export function AddedProductsPanel() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectWizardItems);
  const selectedItems = useAppSelector(selectSelectedItems);
  const selected = useMemo(() => new Set(selectedItems), [selectedItems]);
  const byId = useMemo(() => new Map(items.map((i) => [i.idProduto, i])), [items]);
  return (
    <section className="panel" aria-labelledby="wizard-added">
      <h2 id="wizard-added">Produtos adicionados ({items.length})</h2>
      <ItemsTable
        caption="Produtos adicionados"
        items={items}
        selection={{
          selected,
          onToggle: (id) => dispatch(wizardActions.itemSelectionToggled(id)),
          onToggleAll: (ids, value) => dispatch(wizardActions.itemSelectionSet({ ids, selected: value })),
          rowLabel: (id) => `Selecionar ${byId.get(id)?.descricao ?? id} ${byId.get(id)?.apresentacao ?? ''}`.trim(),
        }}
      />
      <div className="button-row">
        <button type="button" className="btn btn--danger" onClick={() => dispatch(wizardActions.selectedItemsDeleteRequested())}>
          Excluir Selecionados
        </button>
      </div>
    </section>
  );
}
