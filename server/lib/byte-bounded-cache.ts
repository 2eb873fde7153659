/**
 * Byte strings by key, at most `maxEntries` of them and `maxBytes` in all: past either bound, the
 * entry used longest ago goes first (a value read is used). A count alone does not bound memory
 * when values range from a few hundred bytes to a rendered page of 50 KB. A value larger than
 * `maxBytes` by itself is not kept.
 */
export class ByteBoundedCache {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by the values. */
  get bytes(): number {
    return this.total;
  }

  /** The value under `key`, which becomes the most recently used. */
  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    this.delete(key);
    if (value.length > this.maxBytes) return;
    while (this.entries.size >= this.maxEntries || this.total + value.length > this.maxBytes) this.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    this.total += value.length;
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= value.length;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
