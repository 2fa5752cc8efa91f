import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { quotationIdOf } from '../../domain/quotationStatus';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { selectQuotationNotFound } from '../../entities/quotation/quotationContextSelectors';
import { QuotationNotFound } from '../../widgets/QuotationNotFound';
import { selectFilterActive, selectTabs } from './orderReviewSelectors';
import { orderReviewActions } from './orderReviewSlice';
import { FILTER_NOTICE, PAGE_TITLE } from './orderReviewTexts';
import { ReviewHeader } from './components/ReviewHeader';
import { ReviewTabs } from './components/ReviewTabs';
import { SupplierList } from './components/SupplierList';
import { PendingOrders } from './components/PendingOrders';
import { OrderFilterModal } from './components/OrderFilterModal';
import { LegendModal } from './components/LegendModal';
import { SummaryModal } from './components/SummaryModal';
import { ReportModal } from './components/ReportModal';
import { PaymentDialogs } from './components/payment/PaymentDialogs';
import { NotBoughtModal } from './components/NotBoughtModal';
import { DeleteItemModal } from './components/DeleteItemModal';
import { OpportunityRouteNotice } from './components/OpportunityRouteNotice';
import { SelectionBar } from './components/SelectionBar';
import type { ReviewRoute } from '../../domain/opportunityQuantity';
import { useReviewFilterAddress } from './useReviewFilterAddress';
import './OrderReviewPage.css';

/**
 * /revisao-envio/{id} (spec 03 §2.6, issue 12 part 1): the confirmed orders by supplier →
 * representative → branch order → items, the tabs 'Todos' / 'Pendentes de pagamento', the order
 * filter, the legend and 'Resumo dos Pedidos'. Sending is the orderSending feature's: 'Enviar
 * pedidos' asks for it (orderSendRequested) and the page reads again on ordersChanged.
 */
export function OrderReviewPage() {
  const dispatch = useAppDispatch();
  const idCotacao = quotationIdOf(useParams().id ?? '');
  const filterActive = useAppSelector(selectFilterActive);
  const { tab } = useAppSelector(selectTabs);
  const notFound = useAppSelector((s) => selectQuotationNotFound(s, idCotacao));
  // /revisao-envio/{id}/oportunidades: the same page on the opportunity products only (spec 03 §5).
  const route: ReviewRoute = useLocation().pathname.endsWith('/oportunidades') ? 'oportunidades' : 'revisao';

  useEffect(() => {
    if (idCotacao !== null) dispatch(orderReviewActions.reviewEntered({ idCotacao, route }));
  }, [dispatch, idCotacao, route]);
  useEffect(() => () => void dispatch(orderReviewActions.reviewLeft()), [dispatch]);
  useReviewFilterAddress(idCotacao);

  if (idCotacao === null || notFound) return <QuotationNotFound title={PAGE_TITLE} className="order-review" />;
  return (
    <section className="order-review" aria-label={PAGE_TITLE}>
      <FeatureStopped feature="orderReview" />
      <ReviewHeader idCotacao={idCotacao} />
      {route === 'oportunidades' && <OpportunityRouteNotice idCotacao={idCotacao} />}
      {filterActive && (
        <p className="order-review__notice" role="status">
          <button type="button" className="order-review__notice-link" onClick={() => dispatch(orderReviewActions.filterApplied({}))}>
            {FILTER_NOTICE}
          </button>
        </p>
      )}
      <ReviewTabs />
      {tab === 'todos' && route === 'revisao' && <SelectionBar />}
      <div id="order-review-panel" role="tabpanel" aria-labelledby={`order-review-tab-${tab}`}>
        {tab === 'todos' ? <SupplierList /> : <PendingOrders />}
      </div>
      <OrderFilterModal />
      <LegendModal />
      <SummaryModal />
      <ReportModal />
      <PaymentDialogs />
      <NotBoughtModal />
      <DeleteItemModal />
    </section>
  );
}
