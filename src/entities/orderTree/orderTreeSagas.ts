import { normalize, type Schema } from 'normalizr';
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import {
  automaticRepresentativeSchema,
  automaticSupplierSchema,
  reviewItemSchema,
  reviewOrderSchema,
  reviewRepresentativeSchema,
  reviewSupplierSchema,
  type NormalizedEntities,
} from '../../api/schemas';
import { callApi } from '../../shared/saga/callApi';
import { entitiesReceived } from '../entitiesActions';

/** Which screen's view of the tree a read belongs to (each has its own tables). */
export type TreeView = 'automatic' | 'review';
export type TreeLevel = 'suppliers' | 'representatives' | 'orders' | 'items';

const SCHEMAS: Record<TreeView, Partial<Record<TreeLevel, Schema>>> = {
  automatic: { suppliers: automaticSupplierSchema, representatives: automaticRepresentativeSchema },
  review: { suppliers: reviewSupplierSchema, representatives: reviewRepresentativeSchema, orders: reviewOrderSchema, items: reviewItemSchema },
};

const idOf: Record<TreeLevel, (row: TreeRow) => number> = {
  suppliers: (row) => row.idFornecedor!,
  representatives: (row) => row.idRepresentante!,
  orders: (row) => row.idPedido!,
  items: (row) => row.id!,
};

type TreeRow = { idFornecedor?: number; idRepresentante?: number; idPedido?: number; id?: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageReader = (...args: any[]) => Promise<Page<TreeRow>>;

/**
 * Stores rows of one level of a screen's tree in that view's entity table (tagged with their
 * quotation) and returns their ids in the server's order: what the screen's list keeps.
 */
export function* rowsReceived(view: TreeView, level: TreeLevel, idCotacao: number, rows: readonly TreeRow[]): SagaIterator<number[]> {
  const { entities, ids } = treeRows(view, level, idCotacao, rows);
  yield put(entitiesReceived(entities));
  return ids;
}

/** Rows of one level, normalized for that view's table (tagged with their quotation), and their ids in the server's order. */
export interface TreeRowsRead {
  entities: NormalizedEntities;
  ids: number[];
}

function treeRows(view: TreeView, level: TreeLevel, idCotacao: number, rows: readonly TreeRow[]): TreeRowsRead {
  const tagged = rows.map((row) => ({ ...row, idCotacao }));
  return { entities: normalize<unknown, NormalizedEntities>(tagged, [SCHEMAS[view][level]!]).entities, ids: rows.map(idOf[level]) };
}

/** Several reads' entities as one `entitiesReceived` payload, so figures read together reach the screen in one action. */
export function mergedEntities(parts: readonly NormalizedEntities[]): NormalizedEntities {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) for (const [table, rows] of Object.entries(part)) merged[table] = { ...merged[table], ...(rows as Record<string, unknown>) };
  return merged as NormalizedEntities;
}

const callReader = callApi as unknown as (fn: PageReader, ...rest: unknown[]) => ReturnType<typeof callApi>;

/** Like readTreeRows, but returns the rows instead of storing them (the caller stores several levels' figures in one action). */
export function* readTreeLevel(view: TreeView, level: TreeLevel, idCotacao: number, read: PageReader, ...args: unknown[]): SagaIterator<TreeRowsRead> {
  const page: Page<TreeRow> = yield callReader(read, ...args);
  return treeRows(view, level, idCotacao, page.content);
}

/**
 * The one read of a level of the supplier → representative → branch order tree, for both order
 * screens: calls the API (aborted when the caller is cancelled), stores the rows as entities and
 * returns the ids. Failures reach the caller, which words them for its screen.
 */
export function* readTreeRows(view: TreeView, level: TreeLevel, idCotacao: number, read: PageReader, ...args: unknown[]): SagaIterator<number[]> {
  const page: Page<TreeRow> = yield callReader(read, ...args);
  return (yield* rowsReceived(view, level, idCotacao, page.content)) as number[];
}
