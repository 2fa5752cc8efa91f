/**
 * Freezes a value and everything in it, as the store (Immer) would when the value is written into
 * it; a frozen value is stored as it is, not walked again. For thousands of rows written at once
 * (a 5,000-item order) this native walk costs a few milliseconds where Immer's took tens (issue 31).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    // Only objects are walked into: a call per field of 5,000 items was most of the walk.
    for (const key in value) {
      const field: unknown = value[key];
      if (field !== null && typeof field === 'object') deepFreeze(field);
    }
  }
  return value;
}
