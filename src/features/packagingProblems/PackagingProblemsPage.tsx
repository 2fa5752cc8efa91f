import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { FiltroEmbalagemDto } from '../../api/pedidoAutomaticoEmbalagemDto';
import { PACKAGING_PAGE_SIZE } from '../../domain/packagingQuantity';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { PagedTable } from '../../shared/ui/PagedTable';
import { selectQuotationContext, selectQuotationNotFound } from '../../entities/quotation/quotationContextSelectors';
import { QuotationHeading } from '../../widgets/QuotationHeading';
import { QuotationNotFound } from '../../widgets/QuotationNotFound';
import { HelpModal } from './components/HelpModal';
import { LimitsPanel } from './components/LimitsPanel';
import { PACKAGING_COLUMNS } from './components/packagingColumns';
import { ProductFilterPanel } from './components/ProductFilterPanel';
import type { LimitsRequest } from './limitsForm';
import { selectPackaging } from './packagingProblemsSelectors';
import { packagingActions } from './packagingProblemsSlice';
import { PACKAGING_TEXTS } from './packagingTexts';
import './PackagingProblemsPage.css';

const quotationIdOf = (param: string | undefined): number | null => (param && /^\d+$/.test(param) ? Number(param) : null);

/**
 * /problemas-de-embalagem/{id} (spec 03 §2.4, §4.3): the automatic order's items with packaging
 * or minimum problems, 20 per page; the limits compute quantities on the server, the buyer adjusts
 * rows by hand, 'Confirmar ajustes' writes the resolved ones and goes back to the orders.
 */
export function PackagingProblemsPage() {
  const dispatch = useAppDispatch();
  const idCotacao = quotationIdOf(useParams().id);
  const state = useAppSelector(selectPackaging);
  const context = useAppSelector((s) => selectQuotationContext(s, idCotacao));
  const notFound = useAppSelector((s) => selectQuotationNotFound(s, idCotacao));
  const [help, setHelp] = useState(false);
  const closeNotice = useCallback(() => dispatch(packagingActions.noticeClosed()), [dispatch]);
  const onApply = useCallback((request: LimitsRequest) => dispatch(packagingActions.limitsApplied(request)), [dispatch]);
  const onFilter = useCallback((filter: FiltroEmbalagemDto, announce: boolean) => dispatch(packagingActions.filterSubmitted({ filter, announce })), [dispatch]);

  useEffect(() => {
    if (idCotacao === null) return undefined;
    dispatch(packagingActions.packagingEntered({ idCotacao }));
    return () => {
      dispatch(packagingActions.packagingLeft());
    };
  }, [dispatch, idCotacao]);

  if (idCotacao === null || notFound) return <QuotationNotFound title={PACKAGING_TEXTS.title} className="packaging" />;

  const resolved = Object.keys(state.adjusted).length;
  const noProblems = state.loaded && !state.loading && state.total === 0 && !state.filter.produto && !state.filter.cnpjFornecedor && !state.filter.cnpjFilial;
  return (
    <section className="packaging" aria-labelledby="packaging-title">
      <QuotationHeading idCotacao={idCotacao} context={context} current={1} />
      <header className="packaging__header">
        <h2 id="packaging-title">{PACKAGING_TEXTS.title}</h2>
        <div className="packaging__actions">
          <button type="button" className="btn" onClick={() => setHelp(true)}>
            {PACKAGING_TEXTS.help}
          </button>
          <Link className="btn" to={`/pedido-automatico/${idCotacao}`}>
            {PACKAGING_TEXTS.viewOrders}
          </Link>
        </div>
      </header>
      <FeatureStopped feature="packagingProblems" />
      {state.notice && <AlertBox severity={state.notice.tone} message={state.notice.text} onClose={closeNotice} autoCloseMs={state.notice.tone === 'error' ? 0 : undefined} />}
      {state.error ? (
        <p className="notice notice--error" role="alert">
          {state.error}
        </p>
      ) : noProblems ? (
        <p className="notice packaging__empty" role="status">
          {PACKAGING_TEXTS.empty}
        </p>
      ) : (
        <>
          <div className="packaging__panels">
            <LimitsPanel busy={state.applying} onApply={onApply} />
            <ProductFilterPanel onFilter={onFilter} />
          </div>
          <div className="packaging__toolbar">
            <p className="packaging__count" role="status">
              {PACKAGING_TEXTS.resolved(resolved)}
            </p>
            <button type="button" className="btn" onClick={() => dispatch(packagingActions.adjustmentsCleared())} disabled={resolved === 0}>
              {PACKAGING_TEXTS.clearAdjustments}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => dispatch(packagingActions.confirmRequested())} disabled={state.confirming} aria-busy={state.confirming}>
              {PACKAGING_TEXTS.confirm}
            </button>
          </div>
          <PagedTable
            caption={PACKAGING_TEXTS.tableCaption}
            columns={PACKAGING_COLUMNS}
            rows={state.rows}
            getRowId={(row) => row.idPedidoItem}
            loading={state.loading}
            total={state.total}
            page={state.page}
            size={PACKAGING_PAGE_SIZE}
            onPageChange={(page) => dispatch(packagingActions.pageRequested(page))}
            emptyText={state.loading ? PACKAGING_TEXTS.loading : PACKAGING_TEXTS.filteredNone}
          />
        </>
      )}
      {help && <HelpModal onClose={() => setHelp(false)} />}
    </section>
  );
}
