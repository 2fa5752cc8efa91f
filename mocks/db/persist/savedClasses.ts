import { AutomaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import { RoundingEntries } from '../automaticOrder/roundingEntries';
import { MockDb } from '../core/database';
import { DerivedCaches } from '../core/derivedCaches';
import { FaultRegistry } from '../core/faults';
import { ItemRevisions } from '../core/itemRevisions';
import { forgetInterruptedGenerations } from '../generation/generationJobs';
import { LazyPartitions } from '../core/lazyPartitions';
import { RandomCursor } from '../core/random';
import { ManualOrder } from '../manualOrder/manualOrder';
import { ManualBranch, Slot } from '../manualOrder/manualOrderParts';
import type { SavedClass } from './snapshotCodec';

/**
 * The classes whose instances the mock database holds, for the snapshot codec: their prototypes
 * come back on load. Functions are never saved: the partitions get their builders again from
 * MockDb.wirePartitions; caches (db.caches, an index's filter results) start empty.
 */
export const SAVED_CLASSES: ReadonlyMap<string, SavedClass> = new Map<string, SavedClass>([
  [
    'MockDb',
    {
      type: MockDb,
      revive: (db) => {
        (db as MockDb).wirePartitions();
        forgetInterruptedGenerations(db as MockDb);
      },
    },
  ],
  ['DerivedCaches', { type: DerivedCaches, fresh: () => new DerivedCaches() }],
  ['LazyPartitions', { type: LazyPartitions, skip: ['build', 'onEdit'] }],
  ['FaultRegistry', { type: FaultRegistry }],
  ['AutomaticOrderIndex', { type: AutomaticOrderIndex, skip: ['cache'], revive: (index) => Object.assign(index, { cache: new Map() }) }],
  ['RoundingEntries', { type: RoundingEntries }],
  ['ManualOrder', { type: ManualOrder }],
  ['ManualBranch', { type: ManualBranch }],
  ['Slot', { type: Slot }],
  ['RandomCursor', { type: RandomCursor }],
  ['ItemRevisions', { type: ItemRevisions }],
]);
