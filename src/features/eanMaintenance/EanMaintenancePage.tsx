import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { Pager } from '../../shared/ui/Pager';
import { AddRelatedDialog } from './components/AddRelatedDialog';
import { DeleteAllDialog } from './components/DeleteAllDialog';
import { EanFilterBar } from './components/EanFilterBar';
import { ProductPanel } from './components/ProductPanel';
import { EAN_PAGE_SIZE, eanActions, selectEan } from './eanMaintenanceSlice';
import { EAN_TEXTS } from './eanTexts';
import './EanMaintenancePage.css';

/** /manutencao-eans (spec 03 §2.8; administrators only, behind AdminRoute). */
export function EanMaintenancePage() {
  const dispatch = useAppDispatch();
  const { rows, total, page, loading, error, notice } = useAppSelector(selectEan);
  useEffect(() => {
    dispatch(eanActions.eanEntered());
  }, [dispatch]);
  const closeNotice = useCallback(() => dispatch(eanActions.noticeShown(null)), [dispatch]);
  return (
    <section className="ean-maintenance" aria-labelledby="ean-title">
      <h1 id="ean-title">Manutenção dos EANs</h1>
      <FeatureStopped feature="eanMaintenance" />
      <EanFilterBar />
      {notice && <AlertBox severity={notice.tone} message={notice.text} onClose={closeNotice} />}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {loading && (
        <p className="page-loading" role="status">
          Carregando…
        </p>
      )}
      {!loading && !error && rows.length === 0 && <p className="ean-maintenance__empty">{EAN_TEXTS.empty}</p>}
      {!loading && rows.length > 0 && (
        <ul className="ean-maintenance__list" aria-label="Produtos">
          {rows.map((product) => (
            <ProductPanel key={product.id} product={product} />
          ))}
        </ul>
      )}
      <Pager total={total} page={page} size={EAN_PAGE_SIZE} minTotal={EAN_PAGE_SIZE} onPageChange={(next) => dispatch(eanActions.pageRequested(next))} />
      <AddRelatedDialog />
      <DeleteAllDialog />
    </section>
  );
}
