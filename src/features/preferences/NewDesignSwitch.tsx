import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { newDesignToggled, selectNewLayout } from './preferencesSlice';

/** Spec 01 §2.3: the 'Novo design!' switch (on by default), kept locally and in the cloud preferences. */
export function NewDesignSwitch() {
  const dispatch = useAppDispatch();
  const on = useAppSelector(selectNewLayout);
  return (
    <label className="new-design-switch">
      <input type="checkbox" role="switch" checked={on} onChange={(event) => dispatch(newDesignToggled(event.target.checked))} />
      Novo design!
    </label>
  );
}
