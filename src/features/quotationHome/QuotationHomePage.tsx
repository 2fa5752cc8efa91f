import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HOME_PANELS } from '../../domain/quotationStatus';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { QuotationPanel } from './components/QuotationPanel';
import { selectHome } from './quotationHomeSelectors';
import { alertClosed, homeEntered, homeLeft } from './quotationHomeSlice';
import './QuotationHomePage.css';

/** The administrators' alert comes with its own chunk, only when there is one to show (the first page stays within its budget). */
const ActiveAlertNotice = lazy(() => import('./components/ActiveAlertNotice').then((m) => ({ default: m.ActiveAlertNotice })));

/** Quotation home (spec 01 §2.6): header 'Início', the two entry buttons and the five status panels. */
export function QuotationHomePage() {
  const dispatch = useAppDispatch();
  const alert = useAppSelector((s) => selectHome(s).alert);
  const showActiveAlert = useAppSelector((s) => selectHome(s).activeAlert !== null && !selectHome(s).activeAlertDismissed);
  const closeAlert = useCallback(() => dispatch(alertClosed()), [dispatch]);
  useEffect(() => {
    dispatch(homeEntered());
    return () => void dispatch(homeLeft());
  }, [dispatch]);
  const notice = useNotice();

  return (
    <section aria-labelledby="home-title" className="quotation-home">
      <h1 id="home-title">Início</h1>
      <FeatureStopped feature="quotationHome" />
      <div className="button-row">
        <Link className="btn btn--primary" to="/cotacao/criar">
          NOVA COTAÇÃO
        </Link>
        <Link className="btn" to="/cotacao/filter">
          CONSULTAR COTAÇÕES
        </Link>
      </div>
      {showActiveAlert && (
        <Suspense fallback={null}>
          <ActiveAlertNotice />
        </Suspense>
      )}
      {notice.aviso && <AlertBox severity={notice.aviso.severity} message={notice.aviso.message} onClose={notice.dismiss} />}
      {alert && <AlertBox severity={alert.severity} message={alert.message} onClose={closeAlert} />}
      {HOME_PANELS.map((panel) => (
        <QuotationPanel key={panel.key} panel={panel} />
      ))}
    </section>
  );
}

interface HomeNotice {
  aviso?: { severity: string; message: string };
}

/** A notice handed over by the screen that sent the user home (sent or cancelled quotation), shown once. */
function useNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const aviso = (location.state as HomeNotice | null)?.aviso;
  const dismiss = useCallback(() => {
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [navigate, location.pathname, location.search]);
  return { aviso, dismiss };
}
