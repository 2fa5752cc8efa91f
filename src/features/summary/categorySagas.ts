import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeEvery } from 'redux-saga/effects';
import type { CategoriaDto } from '../../api/dto';
import type { CategoriaPrioridadeDto } from '../../api/resumoRespostaDto';
import { salvarCategorias } from '../../api/resumoRespostaSummaryApi';
import { conflictTookCurrent, saveBaseAdvanced, saveRequested } from '../../entities/saves/pendingSavesSlice';
import { saveQueue, type SaveQueueDefinition } from '../../entities/saves/saveQueueSagas';
import { categoryPriorities } from '../../domain/responseCategories';
import { CATEGORY_QUEUE, selectAddress, selectCategories } from './summarySelectors';
import { categoriesAllActivated, categoriesLoaded, categoriesVersionChanged, categoryMoved, categoryToggled, summaryLeft, suppliersRefreshRequested, type SummaryAddress } from './summarySlice';

export const CATEGORY_SAVE_FAILED = 'Não foi possível salvar as categorias.';

interface CategoriesPayload {
  idCotacao: number;
  categorias: CategoriaPrioridadeDto[];
  /** The version of the buyer's category document they changed (docs/api.md "Versioned writes"); absent: the defaults shown after a failed read. */
  versao?: number;
}

const categoriesSaveKey = (idCotacao: number): string => `categorias:${idCotacao}`;

/**
 * Category order and switches are saved after a quiet period of timing.categorySaveDebounceMs
 * (800 ms, spec 02 §4.2): a newer change replaces the one still waiting (coalesce), so a burst of
 * toggles and moves sends one PUT with the final state. Leaving the summary, hiding the tab or
 * logout send it at once; a failure stays visible with 'Tentar novamente' (the save queue).
 */
export const categoryQueue: SaveQueueDefinition<CategoriesPayload, { resultado: boolean; versao?: number }> = {
  queue: CATEGORY_QUEUE,
  debounceMs: (timing) => timing.categorySaveDebounceMs,
  failureText: CATEGORY_SAVE_FAILED,
  flushOn: [summaryLeft.type],
  save: (payload, signal) => salvarCategorias(payload.idCotacao, payload.categorias, payload.versao, signal),
  *onSaved(result, payload) {
    const address: SummaryAddress | null = yield select(selectAddress);
    if (result.versao !== undefined) {
      if (payload.versao !== undefined) yield put(saveBaseAdvanced({ queue: CATEGORY_QUEUE, key: categoriesSaveKey(payload.idCotacao), from: payload.versao, to: result.versao }));
      if (address?.idCotacao === payload.idCotacao) yield put(categoriesVersionChanged(result.versao));
    }
    // The supplier list follows the saved categories (only on the same quotation's screen).
    if (address?.idCotacao === payload.idCotacao) yield put(suppliersRefreshRequested());
  },
};

/** 'Usar o valor atual': the categories as the server has them (order, switches, version). */
function* tookCurrent({ payload }: ReturnType<typeof conflictTookCurrent>): SagaIterator {
  if (payload.queue === CATEGORY_QUEUE) yield put(categoriesLoaded(payload.current as CategoriaDto[]));
}

function* requestSave(): SagaIterator {
  const address: SummaryAddress | null = yield select(selectAddress);
  const categories: CategoriaDto[] = yield select(selectCategories);
  if (!address) return;
  yield put(
    saveRequested({
      queue: CATEGORY_QUEUE,
      key: categoriesSaveKey(address.idCotacao),
      payload: { idCotacao: address.idCotacao, categorias: categoryPriorities(categories), versao: categories[0]?.versao } satisfies CategoriesPayload,
      label: 'Categorias de resposta',
      coalesce: true,
    }),
  );
}

export function* categorySaga(): SagaIterator {
  // takeEvery: each change only queues the latest state; the queue does the debouncing and ordering.
  yield all([saveQueue(categoryQueue), takeEvery([categoryToggled.type, categoryMoved.type, categoriesAllActivated.type], requestSave), takeEvery(conflictTookCurrent.type, tookCurrent)]);
}
