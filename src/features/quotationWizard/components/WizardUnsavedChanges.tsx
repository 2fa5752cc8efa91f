import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { savesRetried, selectFailedSaves } from '../../../entities/saves/pendingSavesSlice';
import { UnsavedChanges } from '../../../shared/ui/UnsavedChanges';
import { WIZARD_QUEUES } from '../wizardQueues';

/** The wizard's saves that failed, kept and named, with 'Tentar novamente'. */
export function WizardUnsavedChanges() {
  const dispatch = useAppDispatch();
  const failed = useAppSelector((s) => selectFailedSaves(s, WIZARD_QUEUES));
  return <UnsavedChanges changes={failed} onRetry={() => WIZARD_QUEUES.forEach((queue) => dispatch(savesRetried(queue)))} />;
}
