/** The entities of `ids`, in that order, skipping ids not loaded (yet). */
export function pickByIds<T>(ids: readonly (string | number)[], entities: Readonly<Record<string | number, T | undefined>>): T[] {
  const picked: T[] = [];
  for (const id of ids) {
    const entity = entities[id];
    if (entity !== undefined) picked.push(entity);
  }
  return picked;
}
