/**
 * Runs work for one key at a time in this process (an engage and a resume of the same sandbox must not
 * interleave their detach and attach calls); work for other keys runs freely. Across replicas the switch
 * record's version is what decides.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return current;
  }

  /** Whether work for the key is running or queued in this process. */
  busy(key: string): boolean {
    return this.tails.has(key);
  }
}
