/** Lookup tables the mock keeps next to its arrays, so handlers never scan a whole table. */
export function indexBy<K, V>(rows: Iterable<V>, key: (row: V) => K): Map<K, V> {
  const index = new Map<K, V>();
  for (const row of rows) index.set(key(row), row);
  return index;
}

export function groupBy<K, V>(rows: Iterable<V>, key: (row: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) addToGroup(groups, key(row), row);
  return groups;
}

export function addToGroup<K, V>(groups: Map<K, V[]>, key: K, row: V): void {
  const group = groups.get(key);
  if (group) group.push(row);
  else groups.set(key, [row]);
}
