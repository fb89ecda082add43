/**
 * Runs `work` one at a time. A call while it runs is answered by the run that starts after it (calls that arrive
 * meanwhile share that one): whoever asks is sure the work ran entirely after the ask.
 */
export class SerialRun {
  private readonly work: () => Promise<void>;
  private current: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(work: () => Promise<void>) {
    this.work = work;
  }

  run(): Promise<void> {
    if (!this.current) {
      this.current = this.work().finally(() => {
        this.current = null;
      });
      return this.current;
    }
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.run();
      });
    return this.next;
  }

  /** Resolves once no run is on its way or asked for (a failed run counts as ended). */
  async idle(): Promise<void> {
    while (this.current || this.next) await (this.next ?? this.current)?.catch(() => undefined);
  }
}
