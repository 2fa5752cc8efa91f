import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectTabs } from '../orderReviewSelectors';
import { orderReviewActions as a, type ReviewTab } from '../orderReviewSlice';
import { TAB_ALL, TAB_PENDING } from '../orderReviewTexts';

/** 'Todos' and 'Pendentes de pagamento' with their counts, shown only when some order is pending payment (§2.6). */
export function ReviewTabs() {
  const dispatch = useAppDispatch();
  const { tab, counts, showTabs } = useAppSelector(selectTabs);
  if (!showTabs) return null;
  const tabs: { id: ReviewTab; label: string; count: number }[] = [
    { id: 'todos', label: TAB_ALL, count: counts.todos },
    { id: 'pendentes', label: TAB_PENDING, count: counts.pendentes },
  ];
  return (
    <div className="review-tabs" role="tablist" aria-label="Pedidos">
      {tabs.map((entry) => (
        <button
          key={entry.id}
          id={`order-review-tab-${entry.id}`}
          type="button"
          role="tab"
          aria-selected={tab === entry.id}
          aria-controls="order-review-panel"
          className={`review-tabs__tab${tab === entry.id ? ' review-tabs__tab--active' : ''}`}
          onClick={() => tab !== entry.id && dispatch(a.tabChosen(entry.id))}
        >
          {entry.label} <span className="review-tabs__count">({entry.count})</span>
        </button>
      ))}
    </div>
  );
}
