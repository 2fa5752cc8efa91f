import { DEFAULT_MANUAL_FILTER } from '../../domain/manualOrderFilter';
import { filterApplied, manualOrderEntered } from './manualOrderEvents';
import { manualOrderExcludedActions as actions, manualOrderExcludedReducer as reduce, selectedCount } from './manualOrderExcludedSlice';
import { EXCLUDED_TEXTS } from './manualOrderTexts';

/** Issue 29 point 3: what the manual order's deletion selection holds and when it starts over. */
const entered = reduce(undefined, manualOrderEntered({ idCotacao: 901, filter: DEFAULT_MANUAL_FILTER, page: 0, size: 10 }));

describe("the manual order's deletion selection", () => {
  it('counts ticked rows, or what the filter lists minus the unticked rows once the server counted it', () => {
    const two = [actions.productSelectionToggled(1), actions.productSelectionToggled(2), actions.productSelectionToggled(3), actions.productSelectionToggled(3)].reduce(reduce, entered);
    expect(selectedCount(two.selection)).toBe(2);
    const all = reduce(two, actions.allFilteredToggled());
    expect(all.selection).toMatchObject({ all: true, ids: [] });
    expect(selectedCount(all.selection)).toBeNull();
    const counted = [actions.filteredCounted(40), actions.productSelectionToggled(7)].reduce(reduce, all);
    expect(selectedCount(counted.selection)).toBe(39);
    // With an exception the box is mixed: a click selects everything again, another clears it.
    expect(reduce(counted, actions.allFilteredToggled()).selection).toMatchObject({ all: true, ids: [] });
    expect(selectedCount([actions.allFilteredToggled(), actions.allFilteredToggled()].reduce(reduce, counted).selection)).toBe(0);
  });

  it('warns instead of confirming with nothing selected; a deletion done empties the selection, a failed one keeps it', () => {
    expect(reduce(entered, actions.selectionDeleteRequested())).toMatchObject({ confirmation: null, notice: { tone: 'warning', message: EXCLUDED_TEXTS.nothingSelected } });
    const asking = [actions.productSelectionToggled(5), actions.selectionDeleteRequested()].reduce(reduce, entered);
    expect(asking.confirmation).toEqual({ count: null, status: 'loading' });
    const failed = [actions.selectionDeleteConfirmed(), actions.selectionDeleteFinished({ tone: 'error', message: 'x' })].reduce(reduce, asking);
    expect(failed).toMatchObject({ busy: false, confirmation: null, selection: { ids: [5] } });
    const done = [actions.selectionDeleteRequested(), actions.selectionDeleteConfirmed(), actions.selectionDeleteFinished({ tone: 'success', message: 'y' })].reduce(reduce, failed);
    expect(done).toMatchObject({ busy: false, confirmation: null, selection: { all: false, ids: [] } });
  });

  it('another filter or quotation starts with nothing selected; the same address keeps the selection', () => {
    const chosen = reduce(entered, actions.productSelectionToggled(9));
    expect(reduce(chosen, manualOrderEntered({ idCotacao: 901, filter: DEFAULT_MANUAL_FILTER, page: 2, size: 10 })).selection.ids).toEqual([9]);
    expect(reduce(chosen, filterApplied({ ...DEFAULT_MANUAL_FILTER, busca: 'dipirona' })).selection.ids).toEqual([]);
    expect(reduce(chosen, manualOrderEntered({ idCotacao: 902, filter: DEFAULT_MANUAL_FILTER, page: 0, size: 10 })).selection.ids).toEqual([]);
  });
});
