import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { quotationIdOf } from '../../domain/quotationStatus';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { selectQuotationNotFound } from '../../entities/quotation/quotationContextSelectors';
import { QuotationNotFound } from '../../widgets/QuotationNotFound';
import { manualOrderAddress, sameAddress } from './manualOrderAddress';
import { useAddressState } from '../../shared/lib/addressState';
import { manualOrderEntered, manualOrderLeft } from './manualOrderEvents';
import { selectGrouped, selectScreen } from './manualOrderSelectors';
import { PAGE_TITLE } from './manualOrderTexts';
import { BranchList } from './components/BranchList';
import { DiscountModal } from './components/DiscountModal';
import { GroupedList } from './components/GroupedList';
import { InsertFlow } from './components/InsertFlow';
import { ManualOrderFilter } from './components/ManualOrderFilter';
import { ManualOrderHeader } from './components/ManualOrderHeader';
import { MassChangeModal } from './components/MassChangeModal';
import { PageNotice } from './components/PageNotice';
import { ViewBar } from './components/ViewBar';
import { AnswerColumnsProvider } from './components/answerColumns';
import { UnsavedManualQuantities } from './components/UnsavedManualQuantities';
import { ExcludedProductsBar, ExcludedProductsModal } from './components/ExcludedProducts';
import { DeleteSelectionModal } from './components/DeleteSelection';
import './ManualOrderPage.css';

/**
 * /pedido-manual/{id} (spec 02 §2.2, issue 13): per branch its products (5 per page) and under
 * each product its supplier answers (5 per page) with the quantity to order, or grouped by
 * product. The filter, the page and the page size live in the address (pagePedidosManuais), so a
 * reload or a deep link rebuilds the same screen; what the page changes goes into the store first
 * and the sagas write the address.
 */
export function ManualOrderPage() {
  const dispatch = useAppDispatch();
  const idCotacao = quotationIdOf(useParams().id ?? '');
  const [address] = useAddressState(manualOrderAddress);
  const grouped = useAppSelector(selectGrouped);
  const screen = useAppSelector(selectScreen);
  const notFound = useAppSelector((s) => selectQuotationNotFound(s, idCotacao));
  const current = useRef(screen);
  current.current = screen;

  // The address wins when it differs from the screen (first visit, back, a link); an address the
  // sagas wrote after a change on the page already equals the screen.
  useEffect(() => {
    if (idCotacao === null) return;
    const shown = current.current;
    if (shown.idCotacao === idCotacao && sameAddress(shown, address)) return;
    dispatch(manualOrderEntered({ idCotacao, ...address }));
  }, [dispatch, idCotacao, address]);
  useEffect(() => () => void dispatch(manualOrderLeft()), [dispatch]);

  if (idCotacao === null || notFound) return <QuotationNotFound title={PAGE_TITLE} className="manual-order" />;
  return (
    <section className="manual-order" aria-label={PAGE_TITLE}>
      <FeatureStopped feature="manualOrder" />
      <InsertFlow />
      <ManualOrderHeader idCotacao={idCotacao} />
      <ManualOrderFilter />
      <AnswerColumnsProvider>
        <ViewBar />
        <ExcludedProductsBar />
        <UnsavedManualQuantities />
        <PageNotice />
        {grouped ? <GroupedList idCotacao={idCotacao} /> : <BranchList idCotacao={idCotacao} />}
      </AnswerColumnsProvider>
      <MassChangeModal />
      <DiscountModal />
      <ExcludedProductsModal />
      <DeleteSelectionModal />
    </section>
  );
}
