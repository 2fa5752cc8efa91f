import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { alertSettingsActions, selectAlertSettings } from './alertSettingsSlice';
import { AlertPanel } from './components/AlertPanel';
import { QuestionnairePanel } from './components/QuestionnairePanel';
import './AlertSettingsPage.css';

/** /configuracoes-alerta (spec 03 §2.7; administrators only, behind AdminRoute): the alert panel and the questionnaire panel. */
export function AlertSettingsPage() {
  const dispatch = useAppDispatch();
  const { status, loadError } = useAppSelector(selectAlertSettings);
  useEffect(() => {
    dispatch(alertSettingsActions.alertSettingsEntered());
    return () => {
      dispatch(alertSettingsActions.alertSettingsLeft());
    };
  }, [dispatch]);
  return (
    <section className="alert-settings" aria-labelledby="alert-settings-title">
      <h1 id="alert-settings-title">Configurar alertas</h1>
      <FeatureStopped feature="alertSettings" />
      {status === 'loading' && (
        <p className="page-loading" role="status">
          Carregando…
        </p>
      )}
      {status === 'failed' && loadError && (
        <p className="notice notice--error" role="alert">
          {loadError}
        </p>
      )}
      {status === 'ready' && <AlertPanel />}
      <QuestionnairePanel />
    </section>
  );
}
