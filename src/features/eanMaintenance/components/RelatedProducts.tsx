import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { ProdutoEanDto } from '../../../api/produtoEanDto';
import { Pager } from '../../../shared/ui/Pager';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { eanActions, RELATED_PAGE_SIZE, selectEan } from '../eanMaintenanceSlice';
import { EAN_TEXTS } from '../eanTexts';

/** A product's related products, 5 per page, each deletable; add one or delete them all. */
export function RelatedProducts({ product }: { product: ProdutoEanDto }) {
  const dispatch = useAppDispatch();
  const related = useAppSelector((s) => selectEan(s).related[product.id]);
  if (!related) return null;
  const { rows, total, page, loading, error } = related;
  return (
    <div className="ean-related">
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {loading && rows.length === 0 ? (
        <p role="status">Carregando…</p>
      ) : total === 0 && !error ? (
        <p>{EAN_TEXTS.relatedEmpty}</p>
      ) : (
        <table className="ean-related__table" aria-label={`Produtos relacionados a ${product.codigo}`} aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col">Código</th>
              <th scope="col">Descrição</th>
              <th scope="col">Fabricante</th>
              <th scope="col">Respostas</th>
              <th scope="col">Ações</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.codigo}</td>
                <td>
                  <TruncatedText text={row.descricao} />
                </td>
                <td>
                  <TruncatedText text={row.fabricante.descricao} />
                </td>
                <td>{row.quantidadeResposta}</td>
                <td>
                  <button type="button" className="btn btn--danger" aria-label={`Excluir relacionado ${row.codigo}`} onClick={() => dispatch(eanActions.relatedDeleteRequested({ id: product.id, related: row }))}>
                    Excluir
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager total={total} page={page} size={RELATED_PAGE_SIZE} minTotal={RELATED_PAGE_SIZE} onPageChange={(next) => dispatch(eanActions.relatedRequested({ id: product.id, page: next }))} />
      <div className="button-row">
        <button type="button" className="btn btn--primary" onClick={() => dispatch(eanActions.addDialogOpened(product))}>
          Adicionar produto relacionado
        </button>
        <button type="button" className="btn" disabled={total === 0} onClick={() => dispatch(eanActions.deleteAllAsked(product))}>
          Excluir todos
        </button>
      </div>
    </div>
  );
}
