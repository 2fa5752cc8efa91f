import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectGrouped } from '../manualOrderSelectors';
import { manualOrderActions } from '../manualOrderSlice';
import { GROUPED_VIEW, LEGEND } from '../manualOrderTexts';
import { AnswerColumnChooser } from './answerColumns';
import { SwatchLegend } from '../../../shared/ui/SwatchLegend';

const LEGEND_ITEMS: { key: keyof Omit<typeof LEGEND, 'title'>; label: string }[] = [
  { key: 'best', label: LEGEND.best },
  { key: 'second', label: LEGEND.second },
  { key: 'agreement', label: LEGEND.agreement },
  { key: 'negotiated', label: LEGEND.negotiated },
  { key: 'substitute', label: LEGEND.substitute },
];

const LEGEND_ENTRIES = LEGEND_ITEMS.map((item) => ({ key: item.key, swatchClass: `manual-mark manual-mark--${item.key}`, text: item.label }));

/** 'Visualizar Agrupado' (remembered per user) and the legend of the answer rows (spec 02 §2.2). */
export function ViewBar() {
  const dispatch = useAppDispatch();
  const grouped = useAppSelector(selectGrouped);
  return (
    <div className="manual-order__viewbar">
      <label className="manual-switch">
        <input type="checkbox" role="switch" checked={grouped} onChange={(e) => dispatch(manualOrderActions.groupedToggled(e.target.checked))} />
        {GROUPED_VIEW}
      </label>
      <SwatchLegend label={LEGEND.title} title={LEGEND.title} className="manual-legend" entries={LEGEND_ENTRIES} />
      <AnswerColumnChooser />
    </div>
  );
}
