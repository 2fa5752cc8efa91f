import { useId, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { ProdutoEanDto } from '../../../api/produtoEanDto';
import { eanActions } from '../eanMaintenanceSlice';
import { RelatedProducts } from './RelatedProducts';

/** One product as a collapsible panel; opening it reads its related products. */
export function ProductPanel({ product }: { product: ProdutoEanDto }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggle = () => {
    if (!open) dispatch(eanActions.relatedRequested({ id: product.id, page: 0 }));
    setOpen(!open);
  };
  return (
    <li className="ean-panel">
      <h2 className="ean-panel__heading">
        <button type="button" className="ean-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
          <span className="ean-panel__code">{product.codigo}</span>
          <span className="ean-panel__text" title={product.descricao}>
            {product.descricao}
          </span>
          <span className="ean-panel__maker" title={product.fabricante.descricao}>
            {product.fabricante.descricao}
          </span>
          <span className="ean-panel__count">{product.quantidadeResposta === 1 ? '1 resposta' : `${product.quantidadeResposta} respostas`}</span>
        </button>
      </h2>
      {open && (
        <div id={bodyId} className="ean-panel__body">
          <RelatedProducts product={product} />
        </div>
      )}
    </li>
  );
}
