import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MANUAL_ORDER_PAGE_SIZES } from '../../../domain/manualOrderFilter';
import { manualOrderDataActions } from '../manualOrderDataSlice';
import { selectAnswersPage } from '../manualOrderSelectors';
import { LOADING } from '../manualOrderTexts';
import { AnswerTable } from './AnswerTable';
import { PagedRows } from './PagedRows';

/** A product's answers at its branch, 5 per page. */
export function AnswerList({ idItem, produto }: { idItem: number; produto: string }) {
  const dispatch = useAppDispatch();
  const answers = useAppSelector((s) => selectAnswersPage(s, idItem));
  return (
    <div className="manual-answers">
      <PagedRows page={answers} size={MANUAL_ORDER_PAGE_SIZES.answers} loadingText={LOADING.answers} onLoad={(page) => dispatch(manualOrderDataActions.answersRequested({ idItem, page }))}>
        <AnswerTable ids={answers.ids} produto={produto} />
      </PagedRows>
    </div>
  );
}
