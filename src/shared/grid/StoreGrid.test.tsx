import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GridHarness, HARNESS_REFUSAL, type HarnessRow } from './GridHarness';

const ROWS: HarnessRow[] = [
  { id: '1', descricao: 'Dipirona 500 mg', qtdePedida: 10, combo: false },
  { id: '2', descricao: 'Amoxicilina 875 mg', qtdePedida: 20, combo: true },
  { id: '3', descricao: 'Losartana 50 mg', qtdePedida: 30, combo: false },
  { id: '4', descricao: 'Omeprazol 20 mg', qtdePedida: 40, combo: false },
];

function quantityCell(rowIndex: number): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`.ag-row[row-index="${rowIndex}"] [col-id="qtdePedida"]`);
  if (!cell) throw new Error(`row ${rowIndex} not rendered`);
  return cell;
}

async function renderGrid(props: Partial<Parameters<typeof GridHarness>[0]> = {}) {
  const user = userEvent.setup();
  const onEditRequest = jest.fn();
  const view = render(<GridHarness initialRows={ROWS} onEditRequest={onEditRequest} {...props} />);
  await waitFor(() => expect(quantityCell(3)).toHaveTextContent('40'));
  return { user, onEditRequest, view };
}

async function focusQuantity(user: ReturnType<typeof userEvent.setup>, rowIndex: number) {
  await user.click(quantityCell(rowIndex));
  await waitFor(() => expect(quantityCell(rowIndex)).toHaveFocus());
}

const editor = () => screen.queryByRole('textbox', { name: 'Qtd. pedida' });

describe('StoreGrid keyboard model', () => {
  it('starts editing with a typed digit, commits on Enter as an edit request and moves to the next enabled row, skipping a disabled one', async () => {
    const { user, onEditRequest } = await renderGrid();
    await focusQuantity(user, 0);
    await user.keyboard('7');
    expect(editor()).toHaveValue('7');
    await user.keyboard('5{Enter}');

    expect(onEditRequest).toHaveBeenCalledTimes(1);
    expect(onEditRequest).toHaveBeenCalledWith(expect.objectContaining({ rowId: '1', colId: 'qtdePedida', value: 75, previous: 10 }));
    expect(quantityCell(0)).toHaveTextContent('75');
    // Row 1 is a combo item: Enter skips it.
    await waitFor(() => expect(quantityCell(2)).toHaveFocus());
    expect(editor()).toBeNull();
  });

  it('keeps what is typed, at most five characters, and hands plain digits to the page as a number', async () => {
    const { user, onEditRequest } = await renderGrid();
    await focusQuantity(user, 2);
    await user.keyboard('1');
    await user.keyboard('2345678');
    expect(editor()).toHaveValue('12345');
    await user.keyboard('{Enter}');
    expect(onEditRequest).toHaveBeenLastCalledWith(expect.objectContaining({ rowId: '3', value: 12345 }));
  });

  it.each(['1,8', '12.5', '-12', '12a4', 'a'])('hands %p to the page as typed (a character typed on a cell starts the edit), never as another number', async (text) => {
    const { user, onEditRequest } = await renderGrid();
    await focusQuantity(user, 2);
    await user.keyboard(text);
    expect(editor()).toHaveValue(text);
    await user.keyboard('{Enter}');
    expect(onEditRequest).toHaveBeenLastCalledWith(expect.objectContaining({ rowId: '3', value: text }));
  });

  it('reverts on Escape without asking for an edit', async () => {
    const { user, onEditRequest } = await renderGrid();
    await focusQuantity(user, 3);
    await user.keyboard('9');
    await user.keyboard('{Escape}');
    expect(editor()).toBeNull();
    expect(quantityCell(3)).toHaveTextContent('40');
    expect(onEditRequest).not.toHaveBeenCalled();
  });

  it('shows the old value again when the page refuses the edit (zero)', async () => {
    const { user, onEditRequest } = await renderGrid();
    await focusQuantity(user, 0);
    await user.keyboard('0{Enter}');
    expect(onEditRequest).toHaveBeenCalledWith(expect.objectContaining({ value: 0 }));
    expect(quantityCell(0)).toHaveTextContent('10');
  });

  it('does not edit a disabled row', async () => {
    const { user } = await renderGrid();
    await focusQuantity(user, 1);
    await user.keyboard('5');
    expect(editor()).toBeNull();
    expect(quantityCell(1)).toHaveTextContent('20');
  });

  it('moves between quantity cells with the arrow keys, and ↓ while editing commits and moves down', async () => {
    const { user, onEditRequest } = await renderGrid();
    await focusQuantity(user, 0);
    await user.keyboard('{ArrowDown}');
    expect(quantityCell(1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(quantityCell(2)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(quantityCell(1)).toHaveFocus();
    await user.keyboard('{ArrowDown}8{ArrowDown}');
    expect(onEditRequest).toHaveBeenCalledWith(expect.objectContaining({ rowId: '3', value: 8 }));
    await waitFor(() => expect(quantityCell(3)).toHaveFocus());
  });

  it('asks the page to undo the last committed change on Ctrl+Z', async () => {
    const { user } = await renderGrid();
    await focusQuantity(user, 0);
    await user.keyboard('15{Enter}');
    await waitFor(() => expect(quantityCell(2)).toHaveFocus());
    await user.keyboard('33{Enter}');
    expect(quantityCell(2)).toHaveTextContent('33');

    await user.keyboard('{Control>}z{/Control}');
    expect(quantityCell(2)).toHaveTextContent('30');
    await user.keyboard('{Control>}z{/Control}');
    expect(quantityCell(0)).toHaveTextContent('10');
  });
});

describe('StoreGrid sorting, colours and columns', () => {
  it('asks the server for ascending, descending, then no sort on header clicks, and never reorders rows itself', async () => {
    const onSortRequest = jest.fn();
    const { user } = await renderGrid({ onSortRequest });
    const header = screen.getByRole('columnheader', { name: /Produto/ });
    const label = within(header).getByText('Produto');

    await user.click(label);
    expect(onSortRequest).toHaveBeenLastCalledWith({ colId: 'descricao', direction: 'asc' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(label);
    expect(onSortRequest).toHaveBeenLastCalledWith({ colId: 'descricao', direction: 'desc' });
    await user.click(label);
    expect(onSortRequest).toHaveBeenLastCalledWith(null);
    expect(onSortRequest).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('sort')).toHaveTextContent('sem ordem');
    // The rows stay in the order they came: the grid never sorted them.
    expect(document.querySelector('.ag-row[row-index="0"]')).toHaveTextContent('Dipirona');
  });

  it('gives each row the class the caller chose and hides the columns it is told to', async () => {
    const colourOf = (row: HarnessRow) => (row.qtdePedida > 25 ? 'row-minimum' : undefined);
    const { view } = await renderGrid({ colourOf, hiddenColumns: ['descricao'] });
    expect(document.querySelector('.ag-row[row-index="2"].row-minimum')).not.toBeNull();
    expect(document.querySelector('.ag-row[row-index="0"].row-minimum')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Produto/ })).toBeNull();

    view.rerender(<GridHarness initialRows={ROWS} colourOf={colourOf} hiddenColumns={[]} />);
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Produto/ })).toBeInTheDocument());
  });
});

/** The row ids whose content (text or elements, not focus classes) changed while `act` ran. */
async function rowsWhoseContentChanged(act: () => Promise<void>): Promise<Set<string>> {
  const touched = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const row = node?.closest('.ag-row');
      if (row) touched.add(row.getAttribute('row-id') ?? '?');
    }
  });
  observer.observe(document.querySelector('.store-grid')!, { childList: true, characterData: true, subtree: true });
  await act();
  observer.takeRecords();
  observer.disconnect();
  return touched;
}

describe('StoreGrid commits', () => {
  it('commits an Enter edit in the keydown itself, and re-renders no other row', async () => {
    const { user, onEditRequest } = await renderGrid();
    await focusQuantity(user, 2);
    await user.keyboard('6');
    const touched = await rowsWhoseContentChanged(async () => {
      // One synchronous keydown, no await after it: no timer of the grid's own event queue may stand between Enter and the page.
      fireEvent.keyDown(editor()!, { key: 'Enter', code: 'Enter' });
      expect(onEditRequest).toHaveBeenCalledWith(expect.objectContaining({ rowId: '3', value: 6, previous: 30 }));
      expect(quantityCell(2)).toHaveTextContent('6');
      await waitFor(() => expect(quantityCell(3)).toHaveFocus());
    });
    expect([...touched]).toEqual(['3']);
  });

  it('gives the edited row its new class in the same keydown, and keeps the rows in their places', async () => {
    const colourOf = (row: HarnessRow) => (row.qtdePedida > 25 ? 'row-minimum' : undefined);
    const { user } = await renderGrid({ colourOf });
    await focusQuantity(user, 0);
    await user.keyboard('70');
    fireEvent.keyDown(editor()!, { key: 'Enter', code: 'Enter' });
    expect(quantityCell(0)).toHaveTextContent('70');
    expect(document.querySelector('.ag-row[row-index="0"]')).toHaveClass('row-minimum');
    expect([...document.querySelectorAll('.ag-row')].map((row) => row.getAttribute('row-id')).sort()).toEqual(['1', '2', '3', '4']);
    expect(document.querySelector('.ag-row[row-index="0"]')).toHaveAttribute('row-id', '1');
  });

  it('asks for nothing when Enter commits the value the cell already has', async () => {
    const { user, onEditRequest } = await renderGrid();
    await focusQuantity(user, 0);
    await user.keyboard('{Enter}');
    expect(editor()).toHaveValue('10');
    await user.keyboard('{Enter}');
    expect(onEditRequest).not.toHaveBeenCalled();
  });
});

describe('StoreGrid not-saved mark', () => {
  it('marks the cell of a row whose save failed, keeps its value, and offers the retry from the cell by mouse and keyboard', async () => {
    const onRetryUnsaved = jest.fn();
    const { user, view } = await renderGrid({ unsavedRows: new Set(['3']), onRetryUnsaved });
    const cell = quantityCell(2);
    expect(cell).toHaveClass('grid-quantity--unsaved');
    expect(cell).toHaveTextContent('30');
    expect(quantityCell(0)).not.toHaveClass('grid-quantity--unsaved');
    const retry = within(cell).getByRole('button', { name: 'Não salvo — Tentar novamente' });
    expect(retry).toHaveAttribute('title', 'Não salvo — Tentar novamente');

    await user.click(retry);
    expect(onRetryUnsaved).toHaveBeenCalledTimes(1);

    // Keyboard: the cell focused, Tab reaches its retry, Enter presses it (and starts no edit).
    await focusQuantity(user, 2);
    await user.keyboard('{Tab}');
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetryUnsaved).toHaveBeenCalledTimes(2);
    expect(editor()).toBeNull();

    // Saved at last: the mark goes, on that row only.
    view.rerender(<GridHarness initialRows={ROWS} unsavedRows={new Set()} onRetryUnsaved={onRetryUnsaved} />);
    await waitFor(() => expect(within(quantityCell(2)).queryByRole('button')).toBeNull());
    expect(quantityCell(2)).not.toHaveClass('grid-quantity--unsaved');
    expect(quantityCell(2)).toHaveTextContent('30');
  });

  it('Tab on a cell that is not marked moves on as usual', async () => {
    const { user } = await renderGrid({ unsavedRows: new Set(['3']) });
    await focusQuantity(user, 0);
    await user.keyboard('{Tab}');
    expect(quantityCell(0)).not.toHaveFocus();
  });
});

describe('StoreGrid refused value (issue 28: the reason at the cell)', () => {
  it('keeps the reason at the refused cell, announced and named by the cell, until the next edit', async () => {
    const { user } = await renderGrid();
    await focusQuantity(user, 0);
    await user.keyboard('0{Enter}');
    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent(HARNESS_REFUSAL);
    await waitFor(() => expect(quantityCell(0)).toHaveAttribute('aria-describedby', reason.id));
    expect(quantityCell(0)).toHaveClass('grid-quantity--refused');
    expect(quantityCell(0)).toHaveTextContent('10');

    // The next edit (anywhere) takes the reason and the mark away.
    await focusQuantity(user, 2);
    await user.keyboard('3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(quantityCell(0)).not.toHaveAttribute('aria-describedby');
    await waitFor(() => expect(quantityCell(0)).not.toHaveClass('grid-quantity--refused'));
  });

  it('an accepted value shows no reason', async () => {
    const { user } = await renderGrid();
    await focusQuantity(user, 0);
    await user.keyboard('12{Enter}');
    await waitFor(() => expect(quantityCell(0)).toHaveTextContent('12'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('StoreGrid pending mark (issue 28: an edit made offline)', () => {
  it('marks the cell of a row whose edit waits for the connection, and drops the mark once saved', async () => {
    const { view } = await renderGrid({ pendingRows: new Set(['3']) });
    expect(quantityCell(2)).toHaveClass('grid-quantity--pending');
    expect(quantityCell(0)).not.toHaveClass('grid-quantity--pending');
    view.rerender(<GridHarness initialRows={ROWS} pendingRows={new Set()} />);
    await waitFor(() => expect(quantityCell(2)).not.toHaveClass('grid-quantity--pending'));
  });
});
