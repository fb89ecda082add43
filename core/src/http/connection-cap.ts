/** Counts what each client holds open (connections, or requests in flight) against one cap. */
export class ConnectionCap {
  private readonly max: number;
  private readonly open = new Map<string, number>();

  constructor(max: number) {
    this.max = max;
  }

  /** Takes one of the client's slots and returns what gives it back (once); null when it holds them all. */
  take(client: string): (() => void) | null {
    const held = this.open.get(client) ?? 0;
    if (held >= this.max) return null;
    this.open.set(client, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(client) ?? 1) - 1;
      if (left > 0) this.open.set(client, left);
      else this.open.delete(client);
    };
  }
}
