// A Map that keeps its keys in the order they were last written and holds at most `maxKeys`
// (the oldest goes first); entries carry their own expiry and read as absent once expired.
export type Expiring = { expiresAt: number };

/** A Map in least-recently-written order, holding at most `maxKeys` entries. */
export class BoundedMap<V extends Expiring> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxKeys: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The live value of `key`, or undefined once it has expired. */
  get(key: string, now: number): V | undefined {
    const value = this.entries.get(key);
    return value && value.expiresAt > now ? value : undefined;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  sweep(now: number): void {
    for (const [key, value] of this.entries) if (value.expiresAt <= now) this.entries.delete(key);
  }
}
