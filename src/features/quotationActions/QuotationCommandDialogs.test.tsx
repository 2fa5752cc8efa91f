import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, resetDb } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { DUE_DATE_CHANGE_FAILED_MESSAGE, DUE_DATE_PAST_MESSAGE, DUE_DATE_SAME_MESSAGE } from '../../domain/dueDateChange';
import { quotationCommandRequested, recentQuotationChanged, type QuotationCommand } from '../../shared/lib/appEvents';
import { readJournal } from '../../shared/lib/errorReporting';
import { readToken } from '../../shared/lib/tokenStorage';
import { CANCEL_REASON_REQUIRED } from '../../widgets/CancelQuotationModal';
import { renderApp } from '../../test/renderWithProviders';
import { CLOSE_IMPORTING_TEXT, CLOSE_TEXT } from './components/CloseQuotationModal';
import { brasilia } from '../../test/brasilia';

const quotationIn = (situacao: string) => db().data.quotations.find((q) => q.situacao === situacao && q.idComprador === 1)!;

/** The app on the home, then the summary's event: the dialog opens wherever the user is. */
async function openCommand(command: QuotationCommand, idCotacao: number, importando = false) {
  const view = renderApp({ route: '/cotacao' });
  await screen.findByRole('heading', { name: 'Início' });
  act(() => void view.store.dispatch(quotationCommandRequested({ idCotacao, command, importando })));
  return { ...view, dialog: await screen.findByRole('dialog') };
}

describe('cancel quotation', () => {
  it('requires a reason, then cancels, reloads the quotation’s screens and says so', async () => {
    const quotation = quotationIn('EM_ANDAMENTO');
    const { user, dialog, dispatched } = await openCommand('cancelar', quotation.id);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Cotação' }));
    expect(within(dialog).getByText(CANCEL_REASON_REQUIRED)).toBeInTheDocument();
    expect(quotation.situacao).toBe('EM_ANDAMENTO');

    await user.type(within(dialog).getByLabelText('Motivo do cancelamento *'), 'Preços fora da tabela');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Cotação' }));

    expect(await screen.findByText('Cotação cancelada com sucesso.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(quotation).toEqual(expect.objectContaining({ situacao: 'CANCELADA', motivoCancelamento: 'Preços fora da tabela' }));
    expect(dispatched(recentQuotationChanged)).toContainEqual({ idCotacao: quotation.id });
  });
});

describe('change due date', () => {
  // Only the clock is fake: a fixed "now", while the app's timers and the mock API run normally.
  const NOW = brasilia('10/03/2026 10:07');
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    resetDb('e2e');
    quotationIn('EM_ANDAMENTO').dataVencimento = brasilia('12/03/2026 15:00').toISOString();
  });
  afterEach(() => jest.useRealTimers());

  async function typeDue(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, date: string, time: string) {
    const field = within(dialog).getByLabelText('Nova data de vencimento *');
    await user.clear(field);
    await user.type(field, date);
    await user.selectOptions(within(dialog).getByLabelText('Hora *'), time);
    await user.click(within(dialog).getByRole('button', { name: 'Alterar Vencimento' }));
  }

  it('asks for a different date, then one not before now, then changes it', async () => {
    const quotation = quotationIn('EM_ANDAMENTO');
    const { user, dialog, dispatched } = await openCommand('alterarVencimento', quotation.id);
    expect(await within(dialog).findByText('12/03/2026 15:00')).toBeInTheDocument();
    expect(within(dialog).getByText('De 10/03/2026 a 10/03/2027')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Alterar Vencimento' }));
    expect(await within(dialog).findByText(DUE_DATE_SAME_MESSAGE)).toBeInTheDocument();

    await typeDue(user, dialog, '10032026', '09:45');
    expect(await within(dialog).findByText(DUE_DATE_PAST_MESSAGE)).toBeInTheDocument();

    await typeDue(user, dialog, '11032026', '09:45');
    expect(await screen.findByText('Vencimento alterado com sucesso.')).toBeInTheDocument();
    expect(quotation.dataVencimento).toBe(brasilia('11/03/2026 09:45').toISOString());
    expect(dispatched(recentQuotationChanged)).toContainEqual({ idCotacao: quotation.id });
  });

  it('offers only 15-minute steps and no date past one year ahead', async () => {
    const { user, dialog } = await openCommand('alterarVencimento', quotationIn('EM_ANDAMENTO').id);
    const times = within(await within(dialog).findByLabelText('Hora *')).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);

    await typeDue(user, dialog, '11032027', '10:00');
    expect(await within(dialog).findByText('Informe uma data entre hoje e um ano à frente.')).toBeInTheDocument();
  });

  it('keeps what was typed when the change fails, and leaves a journal record without the token', async () => {
    server.use(http.post('*/api/resumoresposta/alterarVencimento', () => HttpResponse.json({}, { status: 500 })));
    const quotation = quotationIn('EM_ANDAMENTO');
    const { user, dialog } = await openCommand('alterarVencimento', quotation.id);
    await within(dialog).findByText('12/03/2026 15:00');

    await typeDue(user, dialog, '13032026', '16:30');

    expect(await within(dialog).findByText(DUE_DATE_CHANGE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nova data de vencimento *')).toHaveValue('13/03/2026');
    expect(within(dialog).getByLabelText('Hora *')).toHaveValue('16:30');
    const record = readJournal().find((r) => r.kind === 'cotacao:alterarVencimento');
    expect(record?.context).toEqual(expect.objectContaining({ idCotacao: quotation.id, status: 500, mensagem: DUE_DATE_CHANGE_FAILED_MESSAGE }));
    expect(JSON.stringify(readJournal())).not.toContain(readToken()!);
  });
});

describe('close quotation', () => {
  it('confirms, ends the quotation for answers and reloads its screens', async () => {
    const quotation = quotationIn('EM_ANDAMENTO');
    const { user, dialog, dispatched } = await openCommand('encerrar', quotation.id);
    expect(within(dialog).getByText(CLOSE_TEXT)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Encerrar Cotação' }));

    expect(await screen.findByText('Cotação encerrada com sucesso.')).toBeInTheDocument();
    expect(quotation.situacao).toBe('EM_ANALISE');
    expect(dispatched(recentQuotationChanged)).toEqual([{ idCotacao: quotation.id }]);
  });

  it('says answers still being imported will not be considered', async () => {
    const { dialog } = await openCommand('encerrar', quotationIn('EM_ANDAMENTO').id, true);
    expect(within(dialog).getByText(CLOSE_IMPORTING_TEXT)).toBeInTheDocument();
  });

  it('shows the server’s refusal and journals it (the replay of src/app/quotationCommandReplay.test.tsx shows it too)', async () => {
    const quotation = quotationIn('EM_ANALISE');
    const first = await openCommand('encerrar', quotation.id);
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Encerrar Cotação' }));

    const refusal = 'Esta cotação já está encerrada para respostas.';
    expect(await within(first.dialog).findByText(refusal)).toBeInTheDocument();
    expect(first.dispatched(recentQuotationChanged)).toEqual([]);
    expect(readJournal().find((r) => r.kind === 'cotacao:encerrar')?.context).toEqual(expect.objectContaining({ idCotacao: quotation.id, status: 409, mensagem: refusal }));
    expect(JSON.stringify(readJournal())).not.toContain(readToken()!);

  });
});
