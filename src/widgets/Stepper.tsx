import { Link } from 'react-router-dom';
import './Stepper.css';

export interface StepperStep {
  label: string;
  path: string;
  /** The user may go there now (domain/quotationStepper decides). */
  reachable: boolean;
  /** Why it cannot be chosen, written beside it. */
  reason?: string;
}

/** The three-step stepper of the order screens (spec 03 §2.2): reachable steps are links, the others plain text. */
export function Stepper({ steps, current }: { steps: readonly StepperStep[]; current: number }) {
  return (
    <nav className="stepper" aria-label="Etapas do pedido">
      <ol>
        {steps.map((step, index) => {
          const state = index === current ? 'current' : index < current ? 'done' : 'todo';
          const content = (
            <>
              <span className="stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              {step.label}
            </>
          );
          return (
            <li key={step.label} className={`stepper__step stepper__step--${state}`} aria-current={index === current ? 'step' : undefined}>
              {step.reachable ? (
                <Link to={step.path}>{content}</Link>
              ) : (
                <span className={index === current ? undefined : 'stepper__disabled'} aria-disabled={index === current ? undefined : 'true'}>
                  {content}
                  {step.reason && <span className="stepper__reason"> ({step.reason})</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
