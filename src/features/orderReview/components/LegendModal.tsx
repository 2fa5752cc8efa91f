import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { selectLegendOpen } from '../orderReviewSelectors';
import { orderReviewActions } from '../orderReviewSlice';
import { LEGEND, LEGEND_ENTRIES } from '../orderReviewTexts';

/** The legend (§2.6): the markers of the item table's 'Ind.' column and of a combo order, and the check after sending. */
export function LegendModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLegendOpen);
  if (!open) return null;
  return (
    <Modal title={LEGEND} onClose={() => dispatch(orderReviewActions.legendToggled(false))} width={480}>
      <dl className="review-legend">
        {LEGEND_ENTRIES.map((entry) => (
          <div key={entry.marker} className="review-legend__row">
            <dt className="review-legend__marker">{entry.marker}</dt>
            <dd>{entry.text}</dd>
          </div>
        ))}
        <div className="review-legend__row">
          <dt className="review-legend__marker">✔ ⚠ ✖</dt>
          <dd>Após o envio: faturado, faturado parcialmente, não faturado</dd>
        </div>
      </dl>
    </Modal>
  );
}
