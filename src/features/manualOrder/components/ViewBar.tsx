import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectGrouped } from '../manualOrderSelectors';
import { manualOrderActions as a } from '../manualOrderSlice';
import { GROUPED_VIEW, LEGEND } from '../manualOrderTexts';
import { AnswerColumnChooser } from './answerColumns';

const LEGEND_ITEMS: { key: keyof Omit<typeof LEGEND, 'title'>; label: string }[] = [
  { key: 'best', label: LEGEND.best },
  { key: 'second', label: LEGEND.second },
  { key: 'agreement', label: LEGEND.agreement },
  { key: 'negotiated', label: LEGEND.negotiated },
  { key: 'substitute', label: LEGEND.substitute },
];

/** 'Visualizar Agrupado' (remembered per user) and the legend of the answer rows (spec 02 §2.2). */
export function ViewBar() {
  const dispatch = useAppDispatch();
  const grouped = useAppSelector(selectGrouped);
  return (
    <div className="manual-order__viewbar">
      <label className="manual-switch">
        <input type="checkbox" role="switch" checked={grouped} onChange={(e) => dispatch(a.groupedToggled(e.target.checked))} />
        {GROUPED_VIEW}
      </label>
      <section className="manual-legend" aria-label={LEGEND.title}>
        <span className="manual-legend__title">{LEGEND.title}:</span>
        <ul>
          {LEGEND_ITEMS.map((item) => (
            <li key={item.key}>
              <span className={`manual-mark manual-mark--${item.key}`} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      </section>
      <AnswerColumnChooser />
    </div>
  );
}
