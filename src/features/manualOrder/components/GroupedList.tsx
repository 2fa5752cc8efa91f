import { memo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { ProdutoAgrupadoDto } from '../../../api/pedidoManualMassaDto';
import { MANUAL_ORDER_PAGE_SIZES } from '../../../domain/manualOrderFilter';
import { formatMoney } from '../../../shared/lib/format';
import { Pager } from '../../../shared/ui/Pager';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { manualOrderDataActions } from '../manualOrderDataSlice';
import { manualOrderDialogsActions } from '../manualOrderDialogsSlice';
import { selectGroupedAnswersPage, selectGroupedProducts, selectScreen } from '../manualOrderSelectors';
import { manualOrderActions } from '../manualOrderSlice';
import { LOADING, MASS } from '../manualOrderTexts';
import { AnswerTable } from './AnswerTable';
import { EmptyResult } from './EmptyResult';
import { LoadState } from '../../../shared/ui/LoadState';
import { useTopInViewAfterWait } from '../../../shared/ui/useTopInViewAfterWait';
import { PagedRows } from './PagedRows';

/** One product of the grouped view: the product once, its answers across branches (3 per page). */
const GroupedProduct = memo(function GroupedProduct({ product }: { product: ProdutoAgrupadoDto }) {
  const dispatch = useAppDispatch();
  const answers = useAppSelector((s) => selectGroupedAnswersPage(s, product.codBarras));
  return (
    <li className="manual-grouped__product">
      <div className="manual-grouped__head">
        <h2 className="manual-grouped__title">
          <TruncatedText text={product.descricaoProduto} />
        </h2>
        <dl className="manual-grouped__facts">
          <div>
            <dt>EAN</dt>
            <dd>{product.codBarras}</dd>
          </div>
          <div>
            <dt>Código</dt>
            <dd>{product.codigoProduto}</dd>
          </div>
          <div className="manual-grouped__maker">
            <dt>Fabricante</dt>
            <dd>
              <TruncatedText text={product.descricaoFabricante} />
            </dd>
          </div>
          {product.equivalente && (
            <div>
              <dt title="Grupo de equivalência">E</dt>
              <dd>Sim</dd>
            </div>
          )}
          <div>
            <dt>Vl. ref.</dt>
            <dd>{formatMoney(product.valorReferencia)}</dd>
          </div>
          <div>
            <dt>Filiais</dt>
            <dd>{product.quantidadeFiliais}</dd>
          </div>
        </dl>
        <button type="button" className="btn" onClick={() => dispatch(manualOrderDialogsActions.massOpened({ codBarras: product.codBarras, descricao: product.descricaoProduto }))}>
          {MASS.open}
        </button>
      </div>
      <PagedRows page={answers} size={MANUAL_ORDER_PAGE_SIZES.massAnswers} loadingText={LOADING.answers} onLoad={(page) => dispatch(manualOrderDataActions.groupedAnswersRequested({ codBarras: product.codBarras, page }))}>
        <AnswerTable ids={answers.ids} produto={product.descricaoProduto} withBranch />
      </PagedRows>
    </li>
  );
});

/** 'Visualizar Agrupado': the products once (5 per page), each with its answers across the branches. */
export function GroupedList({ idCotacao }: { idCotacao: number }) {
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectGroupedProducts);
  const { page } = useAppSelector(selectScreen);
  // While the next page is read, the one on screen stays, busy (manualOrderSlice pageChanged).
  const stale = products.status === 'loading' && products.rows.length > 0;
  const top = useTopInViewAfterWait<HTMLDivElement>(stale);
  return (
    <div className="manual-grouped" ref={top}>
      <LoadState status={products.status} error={products.error} loadingText={LOADING.grouped} hasRows={stale} onRetry={() => dispatch(manualOrderActions.listReloadRequested())} />
      <EmptyResult idCotacao={idCotacao} />
      {products.rows.length > 0 && (
        <ol className="manual-grouped__list" aria-busy={stale || undefined}>
          {products.rows.map((product) => (
            <GroupedProduct key={product.codBarras} product={product} />
          ))}
        </ol>
      )}
      {(products.status === 'loaded' || stale) && (
        <Pager total={products.total} page={page} size={MANUAL_ORDER_PAGE_SIZES.products} onPageChange={(next) => dispatch(manualOrderActions.pageChanged(next))} minTotal={MANUAL_ORDER_PAGE_SIZES.products} busyText={stale ? LOADING.grouped : undefined} />
      )}
    </div>
  );
}
