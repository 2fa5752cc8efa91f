import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RootState } from './rootReducer';
import { setupStore } from './store';
import { useKeyedSelector } from './hooks';
import { sessionCleared } from '../entities/entitiesActions';

function renderInStore(ui: ReactElement) {
  const store = setupStore();
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { ...view, store, rerender: (next: ReactElement) => view.rerender(<Provider store={store}>{next}</Provider>) };
}

/** A label read through a keyed selector; `reads` counts how often the selector ran. */
function setup() {
  const reads: number[] = [];
  const selectLabel = (state: RootState, key: number) => {
    reads.push(key);
    return `${key}:${Object.keys(state.entities.orderItems.byOrder).length}`;
  };
  function Label({ id, tick }: { id: number; tick: number }) {
    return <p data-tick={tick}>{useKeyedSelector(selectLabel, id)}</p>;
  }
  return { reads, Label };
}

describe('useKeyedSelector', () => {
  it('keeps one subscription per key: a re-render with the same key and store computes nothing again', () => {
    const { reads, Label } = setup();
    const view = renderInStore(<Label id={1} tick={0} />);
    expect(view.getByText('1:0')).toBeInTheDocument();
    const afterFirst = reads.length;
    for (let tick = 1; tick <= 3; tick += 1) view.rerender(<Label id={1} tick={tick} />);
    expect(reads).toHaveLength(afterFirst);
  });

  it('reads again for another key and after a store change', () => {
    const { reads, Label } = setup();
    const view = renderInStore(<Label id={1} tick={0} />);
    const afterFirst = reads.length;
    view.rerender(<Label id={2} tick={0} />);
    expect(view.getByText('2:0')).toBeInTheDocument();
    expect(reads.slice(afterFirst)).toContain(2);
    const beforeChange = reads.length;
    act(() => {
      view.store.dispatch(sessionCleared());
    });
    expect(reads.length).toBeGreaterThan(beforeChange);
  });
});
