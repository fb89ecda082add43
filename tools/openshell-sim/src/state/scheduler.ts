// Every timer the simulator starts goes through here so close() can cancel them all and the process can exit.

export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  after(ms: number, task: () => void): NodeJS.Timeout {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (!this.closed) task();
      },
      Math.max(0, ms),
    );
    this.timers.add(timer);
    return timer;
  }

  every(ms: number, task: () => void): NodeJS.Timeout {
    const timer = setInterval(() => {
      if (!this.closed) task();
    }, ms);
    timer.unref();
    this.timers.add(timer);
    return timer;
  }

  cancel(timer: NodeJS.Timeout | undefined): void {
    if (!timer) return;
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  /** Resolves after `ms` unless the simulator closes first (then it never resolves, and nothing waits on it). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.after(ms, resolve));
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
