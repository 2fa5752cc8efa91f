import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MANUAL_ORDER_PAGE_SIZES } from '../../../domain/manualOrderFilter';
import { Pager } from '../../../shared/ui/Pager';
import { manualOrderDataActions as d } from '../manualOrderDataSlice';
import { selectAnswersPage } from '../manualOrderSelectors';
import { LOADING } from '../manualOrderTexts';
import { AnswerTable } from './AnswerTable';
import { LoadState } from './LoadState';

/** A product's answers at its branch, 5 per page. */
export function AnswerList({ idItem, produto }: { idItem: number; produto: string }) {
  const dispatch = useAppDispatch();
  const answers = useAppSelector((s) => selectAnswersPage(s, idItem));
  const load = (page: number) => dispatch(d.answersRequested({ idItem, page }));
  return (
    <div className="manual-answers">
      {answers.status !== 'loaded' && <LoadState status={answers.status} error={answers.error} loadingText={LOADING.answers} onRetry={() => load(answers.page)} />}
      {answers.ids.length > 0 && <AnswerTable ids={answers.ids} produto={produto} />}
      <Pager total={answers.total} page={answers.page} size={MANUAL_ORDER_PAGE_SIZES.answers} onPageChange={load} minTotal={MANUAL_ORDER_PAGE_SIZES.answers} />
    </div>
  );
}
