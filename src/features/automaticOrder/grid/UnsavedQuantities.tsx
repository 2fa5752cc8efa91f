import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { UnsavedChanges } from '../../../shared/ui/UnsavedChanges';
import { selectFailedQuantitySaves } from '../automaticOrderSelectors';
import { automaticOrderActions } from '../automaticOrderSlice';

/** The quantities whose save failed, named, with 'Tentar novamente' (its own subscription: edits do not re-render the page). */
export function UnsavedQuantities() {
  const dispatch = useAppDispatch();
  const failed = useAppSelector(selectFailedQuantitySaves);
  return <UnsavedChanges changes={failed} onRetry={() => dispatch(automaticOrderActions.quantitySavesRetried())} />;
}
