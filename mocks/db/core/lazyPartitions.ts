/**
 * Partitions (for example the items of one branch order) built on first use and kept in a
 * bounded least-recently-used cache. A partition that was written to is pinned, so the
 * simulation never forgets a change while memory stays bounded for the large scenario.
 */
export class LazyPartitions<K, V> {
  private readonly cache = new Map<K, V[]>();
  private readonly pinned = new Set<K>();

  constructor(
    private build: (key: K) => V[],
    private readonly capacity: number,
    /** Called when a partition is handed out for writing: caches derived from it (order totals) drop it. */
    private onEdit?: (key: K) => void,
  ) {}

  /** Gives a loaded copy its builder again (functions are not saved: mocks/db/persist/). */
  wire(build: (key: K) => V[], onEdit?: (key: K) => void): void {
    this.build = build;
    this.onEdit = onEdit;
  }

  get(key: K): V[] {
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const built = this.build(key);
    this.cache.set(key, built);
    this.evict();
    return built;
  }

  /**
   * Reads a partition without keeping it: the cached one when there is one (it may carry edits),
   * otherwise a fresh build that is not cached. For one pass over many partitions (order
   * generation reads 4,500 answers once), which would otherwise flush the cache.
   */
  read(key: K): V[] {
    return this.cache.get(key) ?? this.build(key);
  }

  /** Returns the partition for writing; it stays in memory from now on. */
  edit(key: K): V[] {
    this.pinned.add(key);
    this.onEdit?.(key);
    return this.get(key);
  }

  /** Drops a partition (its row was deleted): pinned or not, it is built again if asked for. */
  forget(key: K): void {
    this.cache.delete(key);
    this.pinned.delete(key);
  }

  get size(): number {
    return this.cache.size;
  }

  private evict(): void {
    for (const key of this.cache.keys()) {
      if (this.cache.size <= this.capacity) return;
      if (!this.pinned.has(key)) this.cache.delete(key);
    }
  }
}
