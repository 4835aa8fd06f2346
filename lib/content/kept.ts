// Work done once per key and kept: for values a page asks for hundreds of times per render (a
// zone's name, a formatter), where making each again costs time and memory outside V8's heap.

/**
 * `make` wrapped so that each key (`keyOf` of the arguments) is made once. The kept values are
 * dropped together when there are `limit` of them: a key can come from a visitor's request.
 */
export function keptPerKey<A extends unknown[], V>(
  limit: number,
  keyOf: (...args: A) => string,
  make: (...args: A) => V,
): (...args: A) => V {
  const kept = new Map<string, V>();
  return (...args) => {
    const key = keyOf(...args);
    const known = kept.get(key);
    if (known !== undefined) return known;
    if (kept.size >= limit) kept.clear();
    const value = make(...args);
    kept.set(key, value);
    return value;
  };
}
