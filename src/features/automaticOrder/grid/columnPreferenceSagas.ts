import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery, takeLatest, all } from 'redux-saga/effects';
import { readUserDocument, saveUserDocumentChange, type DocumentStoreAddress, type UserDocument } from '../../../api/documentStoreApi';
import { selectConfig } from '../../../app/configSlice';
import type { RuntimeConfig } from '../../../config/runtimeConfig';
import { saveRequested } from '../../../entities/saves/pendingSavesSlice';
import { saveQueue, type SaveQueueDefinition } from '../../../entities/saves/saveQueueSagas';
import { selectSessionUser } from '../../../entities/session/sessionSelectors';
import type { SessionUser } from '../../../entities/session/sessionUser';
import { callApi } from '../../../shared/saga/callApi';
import { automaticOrderActions, type AutomaticOrderState } from '../automaticOrderSlice';
import { hiddenFromStored, ORDER_ITEMS_TABLE, widthsFromStored } from './columnChoice';
import { ALWAYS_VISIBLE_COLUMN, ITEM_COLUMNS } from './itemColumns';

/**
 * The product table's column choice in the user's cloud document (spec 03 §3.3): read once per
 * user when the screen opens (any failure: the defaults), saved through a queue when the user
 * changes it (latest wins; a conflict re-reads the document, api/documentStoreApi).
 */
const COLUMNS_QUEUE = 'automaticOrder/columns';
const ALL_COLUMNS = ITEM_COLUMNS.map((column) => column.colId);

interface ColumnsChange {
  store: DocumentStoreAddress;
  sub: string;
  visible?: string[];
  widths?: Record<string, number>;
}

const columnsQueue: SaveQueueDefinition<ColumnsChange, void> = {
  queue: COLUMNS_QUEUE,
  failureText: 'Não foi possível salvar as colunas escolhidas.',
  save: ({ store, sub, visible, widths }, signal) =>
    readUserDocument(store, sub, signal).then((doc) =>
      saveUserDocumentChange(store, sub, { ...(visible ? { colunas: { ...doc.colunas, [ORDER_ITEMS_TABLE]: visible } } : {}), ...(widths ? { larguras: { ...doc.larguras, [ORDER_ITEMS_TABLE]: widths } } : {}) }, signal),
    ),
};

function* loadColumns(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  const { columnsReadFor }: AutomaticOrderState = yield select((s: { automaticOrder: AutomaticOrderState }) => s.automaticOrder);
  if (!user || columnsReadFor === user.sub) return;
  const config: RuntimeConfig = yield select(selectConfig);
  try {
    const doc: UserDocument = yield callApi(readUserDocument, config.documentStore, user.sub);
    yield put(automaticOrderActions.columnsLoaded({ user: user.sub, hidden: hiddenFromStored(doc.colunas?.[ORDER_ITEMS_TABLE], ALL_COLUMNS, ALWAYS_VISIBLE_COLUMN), widths: widthsFromStored(doc.larguras?.[ORDER_ITEMS_TABLE], ALL_COLUMNS) }));
  } catch {
    yield put(automaticOrderActions.columnsLoaded({ user: user.sub, hidden: null })); // the defaults (spec 03 §3.3)
  }
}

function* saveColumns({ payload: hidden }: ReturnType<typeof automaticOrderActions.columnsChosen>): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const config: RuntimeConfig = yield select(selectConfig);
  const visible = ALL_COLUMNS.filter((id) => !hidden.includes(id));
  yield put(saveRequested({ queue: COLUMNS_QUEUE, key: ORDER_ITEMS_TABLE, payload: { store: config.documentStore, sub: user.sub, visible }, label: 'Colunas da tabela de produtos', coalesce: true }));
}

/** Widths are their own change (key), so that a resize never drops a column choice waiting in the queue. */
function* saveWidths({ payload: widths }: ReturnType<typeof automaticOrderActions.columnWidthsChosen>): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const config: RuntimeConfig = yield select(selectConfig);
  yield put(saveRequested({ queue: COLUMNS_QUEUE, key: `${ORDER_ITEMS_TABLE}:larguras`, payload: { store: config.documentStore, sub: user.sub, widths }, label: 'Larguras das colunas da tabela de produtos', coalesce: true }));
}

export function* columnPreferenceSaga(): SagaIterator {
  yield all([saveQueue(columnsQueue), takeLatest(automaticOrderActions.automaticOrderEntered.type, loadColumns), takeEvery(automaticOrderActions.columnsChosen.type, saveColumns), takeEvery(automaticOrderActions.columnWidthsChosen.type, saveWidths)]);
}
