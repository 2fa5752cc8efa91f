import { LazyPartitions } from './lazyPartitions';

describe('lazy partitions', () => {
  it('builds on first use, keeps at most the capacity, and never drops an edited partition', () => {
    const built: number[] = [];
    const parts = new LazyPartitions<number, string>((key) => {
      built.push(key);
      return [`item ${key}`];
    }, 2);
    parts.edit(1).push('editado');
    parts.get(2);
    parts.get(3);
    parts.get(4);
    expect(parts.get(1)).toEqual(['item 1', 'editado']);
    parts.get(2);
    expect(built.filter((k) => k === 2)).toHaveLength(2);
  });
});
