import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmStartDialog } from './components/ConfirmStartDialog';
import { GeneratingDialog } from './components/GeneratingDialog';
import { GenerationErrorDialog } from './components/GenerationErrorDialog';
import {
  selectGenerationError,
  selectGenerationFailures,
  selectGenerationManual,
  selectGenerationReplaces,
  selectGenerationSic,
  selectGenerationStep,
  selectLateAnswers,
  selectLateChosen,
} from './orderGenerationSelectors';
import {
  generationConfirmed,
  generationDismissed,
  generationLeft,
  lateAnswersAllToggled,
  lateAnswersConfirmed,
  lateAnswerToggled,
  sicToggled,
} from './orderGenerationSlice';

// Shown only when late answers exist: loaded then, not with the first page.
const LateAnswersModal = lazy(() => import('./components/LateAnswersModal').then((m) => ({ default: m.LateAnswersModal })));

/**
 * The order generation dialogs, mounted app-wide (app/AppDialogs.tsx): any screen that dispatches
 * orderGenerationRequested gets them. Leaving the screen (another path) ends the workflow and its polling.
 */
export function OrderGenerationDialogs() {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectGenerationStep);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);

  useEffect(() => {
    if (shownAt.current !== pathname && step !== 'idle') dispatch(generationLeft());
    shownAt.current = pathname;
  }, [pathname, step, dispatch]);

  if (step === 'idle') return null;
  if (step === 'confirming') return <Confirm />;
  if (step === 'choosingLate') return <LateAnswers />;
  if (step === 'failed') return <Failure />;
  return <Generating checking={step === 'checkingLate'} />;
}

function Confirm() {
  const dispatch = useAppDispatch();
  const manual = useAppSelector(selectGenerationManual);
  const sic = useAppSelector(selectGenerationSic);
  const replaces = useAppSelector(selectGenerationReplaces);
  return (
    <ConfirmStartDialog
      manual={manual}
      replaces={replaces}
      sic={sic}
      onSicToggle={() => dispatch(sicToggled())}
      onYes={() => dispatch(generationConfirmed())}
      onNo={() => dispatch(generationDismissed())}
    />
  );
}

function LateAnswers() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectLateAnswers);
  const chosen = useAppSelector(selectLateChosen);
  return (
    <Suspense fallback={null}>
      <LateAnswersModal
        rows={rows}
        chosen={chosen}
        onToggle={(id) => dispatch(lateAnswerToggled(id))}
        onToggleAll={() => dispatch(lateAnswersAllToggled())}
        onConfirm={() => dispatch(lateAnswersConfirmed())}
        onCancel={() => dispatch(generationDismissed())}
      />
    </Suspense>
  );
}

function Generating({ checking }: { checking: boolean }) {
  const failures = useAppSelector(selectGenerationFailures);
  return <GeneratingDialog checking={checking} failures={failures} />;
}

function Failure() {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectGenerationError);
  return <GenerationErrorDialog message={error?.message ?? ''} onClose={() => dispatch(generationDismissed())} />;
}
