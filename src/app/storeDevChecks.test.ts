import type { PedidoItemDto } from '../api/dto';
import { orderItemsLoaded } from '../entities/orderItemsSlice';
import { selectOrderItems } from '../entities/entitiesSelectors';
import { onTeardown } from '../test/teardown';
import { DEV_CHECKS, setupStore } from './store';

/** Not a plain object: the serializability check reports it wherever it walks. */
class NonSerializableMarker {
  readonly note = 'not plain';
}

function bigOrder(idPedido: number, count: number): PedidoItemDto[] {
  return Array.from({ length: count }, (_, index) => ({
    id: idPedido * 10_000 + index,
    idPedido,
    idProduto: 1 + (index % 3000),
    codigoBarras: `789${index}`,
    descricaoProdutoCliente: `Produto ${index}`,
    descricaoFabricanteCliente: 'Lab',
    grupoProduto: 1,
    tipoProduto: 'LIBERADO',
    qtdeCotada: 10,
    qtdeRespondida: 10,
    qtdePedida: 10,
    qtdeEmbalagem: 1,
    qtdeMinima: 0,
    quantidadeFixa: false,
    valorSemST: 1,
    valorComST: 1.1,
    valorReferencia: 1,
  }));
}

function storeWatchingConsole() {
  const store = setupStore();
  onTeardown(store.stopSagas);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  onTeardown(() => {
    errors.mockRestore();
    warnings.mockRestore();
  });
  return { store, errors, warnings };
}

describe('development checks of the store at the power buyer’s scale', () => {
  it('skip the order-item partitions, in state and in the load action', () => {
    expect(DEV_CHECKS.serializableCheck.ignoredPaths).toContain('entities.orderItems');
    expect(DEV_CHECKS.immutableCheck.ignoredPaths).toContain('entities.orderItems');
  });

  it('load a 5,000-item order through the real store without walking it', () => {
    const { store, errors, warnings } = storeWatchingConsole();
    const items = bigOrder(7, 5000);
    // Had either check walked the items (the action's payload or the state), it would report this.
    (items[4321] as unknown as Record<string, unknown>).marker = new NonSerializableMarker();

    store.dispatch(orderItemsLoaded({ idPedido: 7, items }));
    store.dispatch({ type: 'any/laterAction' });

    expect(selectOrderItems(store.getState(), 7)).toHaveLength(5000);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('still check everything else (the same marker elsewhere is reported)', () => {
    const { store, errors } = storeWatchingConsole();
    store.dispatch({ type: 'any/probe', payload: { marker: new NonSerializableMarker() } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('non-serializable value was detected in an action'), expect.anything(), expect.anything(), expect.anything(), expect.anything(), expect.anything());
  });
});
