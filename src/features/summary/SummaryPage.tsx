import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { savesRetried } from '../../entities/saves/pendingSavesSlice';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { QuotationNotFound } from '../../widgets/QuotationNotFound';
import { UnsavedChanges } from '../../shared/ui/UnsavedChanges';
import { ActionBar } from './components/ActionBar';
import { BranchesList } from './components/BranchesList';
import { CategoryBar } from './components/CategoryBar';
import { SummaryDialogs } from './components/SummaryDialogs';
import { SummaryHeader } from './components/SummaryHeader';
import { SupplierList } from './components/SupplierList';
import { summaryAddress } from './summaryAddress';
import { useAddressState } from '../../shared/lib/addressState';
import { CATEGORY_QUEUE, selectCategorySaves, selectContextError, selectNotFound, selectSummary } from './summarySelectors';
import { noticeClosed, summaryAddressRead, summaryLeft, type SummaryAddress } from './summarySlice';
import './SummaryPage.css';

/** Quotation summary (spec 02 §2.1, stage 0): everything comes from the address, so a reload or a deep link rebuilds it. */
export function SummaryPage() {
  const dispatch = useAppDispatch();
  const { id } = useParams();
  const [address, setAddress] = useAddressState(useMemo(() => summaryAddress(id), [id]));
  const contextError = useAppSelector(selectContextError);
  const notFound = useAppSelector(selectNotFound);
  const notice = useAppSelector((s) => selectSummary(s).notice);
  const failedCategorySaves = useAppSelector(selectCategorySaves).filter((e) => e.status === 'failed');

  useEffect(() => {
    if (address) dispatch(summaryAddressRead(address));
  }, [dispatch, address]);
  useEffect(() => () => void dispatch(summaryLeft()), [dispatch]);

  const go = useCallback(
    (change: Partial<Omit<SummaryAddress, 'idCotacao'>>) => {
      if (address) setAddress({ ...address, ...change });
    },
    [address, setAddress],
  );
  const closeNotice = useCallback(() => dispatch(noticeClosed()), [dispatch]);

  if (!address) {
    return (
      <section className="summary-page">
        <h1>Resumo da cotação</h1>
        <p role="alert">Endereço de cotação inválido.</p>
      </section>
    );
  }
  if (notFound) return <QuotationNotFound title="Resumo da cotação" className="summary-page" />;
  return (
    <section className="summary-page" aria-label="Resumo da cotação">
      <FeatureStopped feature="summary" />
      <SummaryHeader />
      {contextError && (
        <p className="summary-error" role="alert">
          {contextError}
        </p>
      )}
      {notice && <AlertBox severity={notice.severity} message={notice.message} onClose={closeNotice} />}
      <ActionBar position="topo" />
      <BranchesList />
      <CategoryBar />
      <UnsavedChanges changes={failedCategorySaves} onRetry={() => dispatch(savesRetried(CATEGORY_QUEUE))} />
      <SupplierList
        onPageChange={(page) => go({ page })}
        onSizeChange={(size) => go({ size, page: 0 })}
        onClearFilter={() => go({ idFornecedor: null, idRepresentante: null, page: 0 })}
      />
      <ActionBar position="rodapé" />
      <SummaryDialogs onFilter={(idFornecedor, idRepresentante) => go({ idFornecedor, idRepresentante, page: 0 })} />
    </section>
  );
}
