import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { UnsavedChanges } from '../../../shared/ui/UnsavedChanges';
import { quantitySavesRetried } from '../manualOrderEvents';
import { selectFailedQuantitySaves } from '../manualOrderSelectors';

/** The quantities whose save failed, named, with 'Tentar novamente' (its own subscription: edits do not re-render the page). */
export function UnsavedManualQuantities() {
  const dispatch = useAppDispatch();
  const failed = useAppSelector(selectFailedQuantitySaves);
  return <UnsavedChanges changes={failed} onRetry={() => dispatch(quantitySavesRetried())} />;
}
