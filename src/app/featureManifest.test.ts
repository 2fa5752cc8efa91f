import { FEATURE_MANIFEST, FEATURE_NAMES, LAZY_SLICE_KEYS, QUEUE_OWNERS, STARTED_BY } from './featureManifest';
import { featureOfQueue, featureOfSlice, featureStartedBy, loadFeature } from './lazyFeatures';
import { staticReducers } from './rootReducer';
import { orderSendRequested } from '../shared/lib/appEvents';

describe('the feature manifest', () => {
  it('lists for each feature exactly the slices its module injects, under the feature’s own name', async () => {
    for (const name of FEATURE_NAMES) {
      const feature = await loadFeature(name);
      expect({ name, slices: Object.keys(feature.reducers).sort() }).toEqual({ name, slices: [...FEATURE_MANIFEST[name].slices].sort() });
      expect(feature.name).toBe(name);
    }
  });

  it('gives every lazy slice one owner, and no lazy slice shadows a slice present from startup', () => {
    expect(new Set(LAZY_SLICE_KEYS).size).toBe(LAZY_SLICE_KEYS.length);
    expect(LAZY_SLICE_KEYS.filter((key) => key in staticReducers)).toEqual([]);
    for (const key of LAZY_SLICE_KEYS) expect((FEATURE_MANIFEST[featureOfSlice(key)!].slices as readonly string[]).includes(key)).toBe(true);
  });

  it('derives the owners of save queues and starting events from the entries', () => {
    expect(QUEUE_OWNERS.length).toBeGreaterThan(0);
    for (const [prefix, name] of QUEUE_OWNERS) expect(featureOfQueue(`${prefix}x`)).toBe(name);
    expect(featureOfQueue('desconhecida/x')).toBeUndefined();
    expect(featureStartedBy(orderSendRequested.type)).toBe('orderSending');
    expect([...STARTED_BY.values()].every((name) => FEATURE_NAMES.includes(name))).toBe(true);
  });
});
