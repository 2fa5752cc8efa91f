import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { wizardActions } from '../quotationWizardSlice';

/** The buttons under each step: 'Cancelar Cotação' first, then the step's own commands. */
export function StepButtons({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <div className="button-row">
      <button type="button" className="btn btn--danger" onClick={() => dispatch(wizardActions.cancelRequested())}>
        Cancelar Cotação
      </button>
      {children}
    </div>
  );
}
