import { waitFor } from '@testing-library/react';
import { db, resetDb } from '../../mocks/db/core/current';
import { setupStore } from './store';
import { ordersChanged } from '../shared/lib/appEvents';
import { FAST_TIMING } from '../shared/saga/timing';
import { recordRequests } from '../test/requestLog';
import { signedInAs } from '../test/session';
import { onTeardown } from '../test/teardown';
import { selectQuotationContext, selectQuotationContextError } from '../entities/quotation/quotationContextSelectors';
import { quotationContextInvalidated, quotationContextRequested } from '../entities/quotation/quotationContextSlice';

function start() {
  resetDb('demo');
  signedInAs('comprador');
  const store = setupStore({ timing: FAST_TIMING });
  onTeardown(() => store.stopSagas());
  const idCotacao = db().data.quotations[0].id;
  return { store, idCotacao, reads: recordRequests(`/resumoresposta/contexto/${idCotacao}`) };
}

describe('the quotation header, read by one saga and stored once', () => {
  it('answers concurrent requests of several screens with one read, and a later request from the store', async () => {
    const { store, idCotacao, reads } = start();
    store.dispatch(quotationContextRequested({ idCotacao }));
    store.dispatch(quotationContextRequested({ idCotacao }));
    await waitFor(() => expect(selectQuotationContext(store.getState(), idCotacao)?.idCotacao).toBe(idCotacao));
    store.dispatch(quotationContextRequested({ idCotacao }));
    expect(reads).toHaveLength(1);
  });

  it('reads a header on show again when a command announces a change, and when forced', async () => {
    const { store, idCotacao, reads } = start();
    store.dispatch(quotationContextRequested({ idCotacao }));
    await waitFor(() => expect(selectQuotationContext(store.getState(), idCotacao)).not.toBeNull());
    const title = `${db().data.quotations[0].titulo} (alterada)`;
    db().data.quotations[0].titulo = title;
    store.dispatch(ordersChanged({ idCotacao }));
    await waitFor(() => expect(selectQuotationContext(store.getState(), idCotacao)?.tituloCotacao).toBe(title));
    store.dispatch(quotationContextRequested({ idCotacao, force: true }));
    await waitFor(() => expect(reads).toHaveLength(3));
    // Invalidating a quotation nobody showed reads nothing.
    store.dispatch(quotationContextInvalidated({ idCotacao: idCotacao + 10_000 }));
    expect(reads).toHaveLength(3);
  });

  it('keeps the failure in Portuguese for every screen, and reads again on the next request', async () => {
    const { store, idCotacao, reads } = start();
    db().faults.add({ path: `/resumoresposta/contexto/${idCotacao}`, status: 500, times: 1 });
    store.dispatch(quotationContextRequested({ idCotacao }));
    await waitFor(() => expect(selectQuotationContextError(store.getState(), idCotacao)).toBe('Não foi possível carregar a cotação.'));
    store.dispatch(quotationContextRequested({ idCotacao }));
    await waitFor(() => expect(selectQuotationContext(store.getState(), idCotacao)?.idCotacao).toBe(idCotacao));
    expect(selectQuotationContextError(store.getState(), idCotacao)).toBeNull();
    expect(reads).toHaveLength(2);
  });
});
