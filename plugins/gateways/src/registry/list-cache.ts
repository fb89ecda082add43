/** How many distinct pages (limit and offset) are kept at once. */
const MAX_ENTRIES = 32;

/**
 * Reads of the gateways table, kept for as long as its change token (GatewayChangeToken) stays the same. The
 * caller reads the token before the rows, so what it stores is never older than the token it is stored under; a
 * new token drops everything. Values are the registry's read-only records, shared by every caller.
 */
export class ListCache<T> {
  private token: string | null = null;
  private readonly entries = new Map<string, T>();

  get(token: string, key: string): T | undefined {
    return token === this.token ? this.entries.get(key) : undefined;
  }

  set(token: string, key: string, value: T): void {
    if (token !== this.token) {
      this.token = token;
      this.entries.clear();
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }
}
