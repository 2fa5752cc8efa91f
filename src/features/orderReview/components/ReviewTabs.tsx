import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectTabs } from '../orderReviewSelectors';
import { orderReviewActions, type ReviewTab } from '../orderReviewSlice';
import { TAB_ALL, TAB_PENDING } from '../orderReviewTexts';
import { Tabs } from '../../../shared/ui/Tabs';

export const reviewTabClass = (selected: boolean) => `review-tabs__tab${selected ? ' review-tabs__tab--active' : ''}`;

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
    <Tabs
      label="Pedidos"
      items={tabs.map((entry) => ({ id: entry.id, label: (<>{entry.label} <span className="review-tabs__count">({entry.count})</span></>) }))}
      selected={tab}
      onSelect={(id) => dispatch(orderReviewActions.tabChosen(id))}
      tabId={(id) => `order-review-tab-${id}`}
      panelId="order-review-panel"
      className="review-tabs"
      tabClassName={reviewTabClass}
    />
  );
}
