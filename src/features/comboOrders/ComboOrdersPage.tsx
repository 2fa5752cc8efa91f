import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { COMBO_BRANCHES_PER_PAGE } from '../../domain/comboQuantity';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { Pager } from '../../shared/ui/Pager';
import { selectQuotationContext, selectQuotationNotFound } from '../../entities/quotation/quotationContextSelectors';
import { QuotationHeading } from '../../widgets/QuotationHeading';
import { QuotationNotFound } from '../../widgets/QuotationNotFound';
import { BranchComboPanel } from './components/BranchComboPanel';
import { ComboColumnChooser } from './components/ComboColumnChooser';
import { ComboConflictDialog } from './components/ComboConflictDialog';
import { ComboFilterPanel } from './components/ComboFilterPanel';
import { useComboColumns } from './components/useComboColumns';
import { selectComboOrders } from './comboOrdersSelectors';
import { comboBranchPageRequested, comboNoticeClosed, comboPageEntered } from './comboOrdersSlice';
import { BACK_TO_ORDER, LOADING, NO_COMBO_FOUND, PAGE_TITLE } from './comboTexts';
import './ComboOrdersPage.css';

const quotationIdOf = (param: string | undefined): number | null => (param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null);

/**
 * /pedido-automatico/{id}/combo (spec 03 §2.5): the filter, one panel per branch (5 per page), per
 * branch its suppliers' combos with their item tables, and the way back to the automatic order.
 */
export function ComboOrdersPage() {
  const dispatch = useAppDispatch();
  const idCotacao = quotationIdOf(useParams().id);
  const { branches, notice } = useAppSelector(selectComboOrders);
  const context = useAppSelector((s) => selectQuotationContext(s, idCotacao));
  const notFound = useAppSelector((s) => selectQuotationNotFound(s, idCotacao));
  const [visible, setVisible] = useComboColumns();
  const closeNotice = useCallback(() => dispatch(comboNoticeClosed()), [dispatch]);

  useEffect(() => {
    if (idCotacao !== null) dispatch(comboPageEntered({ idCotacao }));
  }, [dispatch, idCotacao]);

  if (idCotacao === null || notFound) return <QuotationNotFound title={PAGE_TITLE} className="combo-page" />;

  return (
    <section className="combo-page" aria-labelledby="combo-title">
      <QuotationHeading idCotacao={idCotacao} context={context} current={1} />
      <header className="combo-page__header">
        <h2 id="combo-title">{PAGE_TITLE}</h2>
        <div className="combo-page__actions">
          <ComboColumnChooser visible={visible} onChange={setVisible} />
          <Link className="btn" to={`/pedido-automatico/${idCotacao}`}>
            {BACK_TO_ORDER}
          </Link>
        </div>
      </header>
      <FeatureStopped feature="comboOrders" />
      {notice && <AlertBox severity={notice.severity} message={notice.message} onClose={closeNotice} autoCloseMs={notice.severity === 'success' ? undefined : 0} />}
      <ComboFilterPanel />
      {branches.loading && branches.rows.length === 0 ? (
        <p role="status">{LOADING}</p>
      ) : branches.error ? (
        <p className="notice notice--error" role="alert">
          {branches.error}
        </p>
      ) : branches.rows.length === 0 ? (
        <p className="combo-page__empty">{NO_COMBO_FOUND}</p>
      ) : (
        <div className="combo-page__branches" aria-busy={branches.loading}>
          {branches.rows.map((branch) => (
            <BranchComboPanel key={branch.idCliente} branch={branch} visible={visible} />
          ))}
          <Pager total={branches.total} page={branches.page} size={COMBO_BRANCHES_PER_PAGE} minTotal={COMBO_BRANCHES_PER_PAGE} onPageChange={(page) => dispatch(comboBranchPageRequested(page))} />
        </div>
      )}
      <ComboConflictDialog />
    </section>
  );
}
