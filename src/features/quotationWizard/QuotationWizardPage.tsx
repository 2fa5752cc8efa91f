import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { quotationIdOf } from '../../domain/quotationStatus';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { Tabs } from '../../shared/ui/Tabs';
import { ProductsStep } from './components/ProductsStep';
import { RegistrationStep } from './components/RegistrationStep';
import { SendStep } from './components/SendStep';
import { WizardModals } from './components/WizardModals';
import { WizardUnsavedChanges } from './components/WizardUnsavedChanges';
import { selectWizardAlert, selectWizardLoadError, selectWizardLoading, selectWizardStep } from './quotationWizardSelectors';
import { wizardActions } from './quotationWizardSlice';
import { quotationNotFoundText, TABS } from './wizardTexts';
import './QuotationWizardPage.css';

function WizardTabs({ step }: { step: number }) {
  // Tabs cannot be chosen: progress is by the buttons of each step only (arrows still move between them).
  return (
    <Tabs
      label="Etapas da cotação"
      items={TABS.map((label, index) => ({ id: String(index + 1), label }))}
      selected={String(step)}
      tabId={(id) => `wizard-tab-${id}`}
      panelId="wizard-step"
      className="wizard-tabs"
      tabClassName={(current) => (current ? 'wizard-tab wizard-tab--current' : 'wizard-tab')}
    />
  );
}

/** The quotation could not be opened: what happened, and the ways on (home, or a new quotation). */
function LoadProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="field-error">
      <p>{message}</p>
      <p className="button-row">
        <Link to="/cotacao">Voltar ao início</Link>
        <Link to="/cotacao/criar">Criar nova cotação</Link>
      </p>
    </div>
  );
}

/** The new-quotation wizard at /cotacao/criar and /cotacao/criar/{id} (spec 01 §2.8, DECISIONS 10). */
export function QuotationWizardPage() {
  const dispatch = useAppDispatch();
  const { id: param } = useParams();
  const id = param === undefined ? null : quotationIdOf(param);
  // /cotacao/criar/abc names no quotation: say so rather than silently start a new one.
  const badAddress = param !== undefined && id === null;
  const step = useAppSelector(selectWizardStep);
  const loading = useAppSelector(selectWizardLoading);
  const loadError = useAppSelector(selectWizardLoadError);
  const alert = useAppSelector(selectWizardAlert);
  const closeAlert = useCallback(() => dispatch(wizardActions.wizardAlertClosed()), [dispatch]);

  useEffect(() => {
    if (!badAddress) dispatch(wizardActions.wizardEntered({ id }));
  }, [dispatch, id, badAddress]);
  useEffect(() => () => void dispatch(wizardActions.wizardLeft()), [dispatch]);

  if (badAddress)
    return (
      <section aria-labelledby="wizard-title" className="quotation-wizard">
        <h1 id="wizard-title">Cotação {param}</h1>
        <LoadProblem message={quotationNotFoundText(param)} />
      </section>
    );

  return (
    <section aria-labelledby="wizard-title" className="quotation-wizard">
      <h1 id="wizard-title">{id === null ? 'Nova cotação' : `Cotação ${id}`}</h1>
      <WizardTabs step={step} />
      <FeatureStopped feature="quotationWizard" />
      <WizardUnsavedChanges />
      {alert && <AlertBox severity={alert.severity} message={alert.message} onClose={closeAlert} />}
      <div role="tabpanel" id="wizard-step" aria-labelledby={`wizard-tab-${step}`}>
        {loading && <p role="status">Carregando…</p>}
        {loadError && <LoadProblem message={loadError} />}
        {!loading && !loadError && step === 1 && <RegistrationStep />}
        {!loading && !loadError && step === 2 && <ProductsStep />}
        {!loading && !loadError && step === 3 && <SendStep />}
      </div>
      <WizardModals />
    </section>
  );
}
