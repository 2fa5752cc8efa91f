import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { manualOrderDialogsActions } from '../manualOrderDialogsSlice';
import { selectNotice } from '../manualOrderSelectors';
import { MASS } from '../manualOrderTexts';
import { NotChangedList } from './NotChangedList';

/** The result of 'comprar desta resposta': what the server did, or why it did not, and the branches it left as they were. */
export function PageNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectNotice);
  if (!notice) return null;
  return (
    <div className={`notice ${notice.kind === 'error' ? 'notice--error' : 'notice--success'}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <p>{notice.text}</p>
      <NotChangedList title={MASS.notChanged} reasons={notice.items ?? []} />
      <button type="button" className="btn btn--link" onClick={() => dispatch(manualOrderDialogsActions.noticeDismissed())}>
        Fechar
      </button>
    </div>
  );
}
