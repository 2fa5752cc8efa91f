import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatInteger, formatMoney } from '../../../shared/lib/format';
import { Pager } from '../../../shared/ui/Pager';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { ProductName } from '../../../shared/grid/ProductName';
import { cellKindClass } from '../../../shared/grid/columnKinds';
import { selectExcluded } from './selectionSelectors';
import { EXCLUDED_PAGE_SIZE, selectionActions } from './selectionSlice';
import { BACK_TO_ORDERS, NO_EXCLUDED, REINSERT, REINSERT_ALL } from './selectionTexts';
import { LoadState } from '../../../shared/ui/LoadState';

/** 'Ver Produtos Excluídos' (spec 03 §7.1, §8): the excluded products, 10 per page, each re-insertable, or all at once. */
export function ExcludedProducts() {
  const dispatch = useAppDispatch();
  const excluded = useAppSelector(selectExcluded);
  return (
    <section className="excluded" aria-labelledby="excluded-title" aria-busy={excluded.status === 'loading'}>
      <div className="suppliers__bar">
        <h2 id="excluded-title" className="automatic-order__section-title">
          Produtos excluídos {excluded.total > 0 && <span className="automatic-order__count">({formatInteger(excluded.total)})</span>}
        </h2>
        <div className="excluded__actions">
          {excluded.total > 0 && (
            <button type="button" className="btn" disabled={excluded.busy} onClick={() => dispatch(selectionActions.reinsertRequested(null))}>
              {REINSERT_ALL}
            </button>
          )}
          <button type="button" className="btn" onClick={() => dispatch(selectionActions.excludedViewToggled(false))}>
            {BACK_TO_ORDERS}
          </button>
        </div>
      </div>
      <LoadState status={excluded.status} error={excluded.error} loadingText="Carregando produtos excluídos…" emptyText={NO_EXCLUDED} hasRows={excluded.rows.length > 0} />
      {excluded.rows.length > 0 && (
        <div className="excluded__scroll">
          <table className="excluded__table">
            <caption className="visually-hidden">Produtos excluídos</caption>
            <thead>
              <tr>
                <th scope="col">EAN</th>
                <th scope="col">Produto</th>
                <th scope="col">Filial</th>
                <th scope="col">Fornecedor</th>
                <th scope="col" className="num">Qtd. pedida</th>
                <th scope="col" className="num">Preço s/ ST</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {excluded.rows.map((item) => (
                <tr key={item.id}>
                  <td className={cellKindClass('ean')}>{item.codigoBarras}</td>
                  <td className="excluded__text">
                    <ProductName name={item.descricaoProdutoCliente} />
                  </td>
                  <td className="excluded__text">
                    <TruncatedText text={item.nomeFantasiaCliente} />
                  </td>
                  <td className="excluded__text">
                    <TruncatedText text={`${item.nomeFornecedor} — ${item.nomeRepresentante}`} />
                  </td>
                  <td className="num">{formatInteger(item.qtdePedida)}</td>
                  <td className={`num ${cellKindClass('money')}`}>{formatMoney(item.valorSemST)}</td>
                  <td>
                    <button type="button" className="btn btn--small" disabled={excluded.busy} aria-label={`${REINSERT} ${item.descricaoProdutoCliente} em ${item.nomeFantasiaCliente}`} onClick={() => dispatch(selectionActions.reinsertRequested([item.id]))}>
                      {REINSERT}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager total={excluded.total} page={excluded.page} size={EXCLUDED_PAGE_SIZE} minTotal={EXCLUDED_PAGE_SIZE} onPageChange={(page) => dispatch(selectionActions.excludedPageRequested(page))} />
    </section>
  );
}
