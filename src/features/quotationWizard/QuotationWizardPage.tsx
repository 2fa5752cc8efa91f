import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { ProductsStep } from './components/ProductsStep';
import { RegistrationStep } from './components/RegistrationStep';
import { SendStep } from './components/SendStep';
import { WizardModals } from './components/WizardModals';
import { WizardUnsavedChanges } from './components/WizardUnsavedChanges';
import { selectWizardAlert, selectWizardLoadError, selectWizardLoading, selectWizardStep } from './quotationWizardSelectors';
import { wizardActions } from './quotationWizardSlice';
import { TABS } from './wizardTexts';
import './QuotationWizardPage.css';

function WizardTabs({ step }: { step: number }) {
  // Tab clicks are disabled: progress is by the buttons of each step only.
  return (
    <div role="tablist" aria-label="Etapas da cotação" className="wizard-tabs">
      {TABS.map((label, index) => (
        <button
          key={label}
          type="button"
          role="tab"
          id={`wizard-tab-${index + 1}`}
          aria-selected={step === index + 1}
          aria-controls="wizard-step"
          aria-disabled="true"
          tabIndex={step === index + 1 ? 0 : -1}
          className={step === index + 1 ? 'wizard-tab wizard-tab--current' : 'wizard-tab'}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The new-quotation wizard at /cotacao/criar and /cotacao/criar/{id} (spec 01 §2.8, DECISIONS 10). */
export function QuotationWizardPage() {
  const dispatch = useAppDispatch();
  const { id: param } = useParams();
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  const step = useAppSelector(selectWizardStep);
  const loading = useAppSelector(selectWizardLoading);
  const loadError = useAppSelector(selectWizardLoadError);
  const alert = useAppSelector(selectWizardAlert);
  const closeAlert = useCallback(() => dispatch(wizardActions.wizardAlertClosed()), [dispatch]);

  useEffect(() => {
    dispatch(wizardActions.wizardEntered({ id }));
  }, [dispatch, id]);
  useEffect(() => () => void dispatch(wizardActions.wizardLeft()), [dispatch]);

  return (
    <section aria-labelledby="wizard-title" className="quotation-wizard">
      <h1 id="wizard-title">{id === null ? 'Nova cotação' : `Cotação ${id}`}</h1>
      <WizardTabs step={step} />
      <FeatureStopped feature="quotationWizard" />
      <WizardUnsavedChanges />
      {alert && <AlertBox severity={alert.severity} message={alert.message} onClose={closeAlert} />}
      <div role="tabpanel" id="wizard-step" aria-labelledby={`wizard-tab-${step}`}>
        {loading && <p role="status">Carregando…</p>}
        {loadError && (
          <div role="alert" className="field-error">
            <p>{loadError}</p>
            <Link to="/cotacao">Voltar ao início</Link>
          </div>
        )}
        {!loading && !loadError && step === 1 && <RegistrationStep />}
        {!loading && !loadError && step === 2 && <ProductsStep />}
        {!loading && !loadError && step === 3 && <SendStep />}
      </div>
      <WizardModals />
    </section>
  );
}
