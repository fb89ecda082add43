/** Long-lived responses (SSE streams, WebSockets) the kernel must close when it shuts down. */
export interface ClosableStream {
  close(reason: string): void;
}

export class StreamRegistry {
  private readonly open = new Set<ClosableStream>();

  track(stream: ClosableStream): () => void {
    this.open.add(stream);
    return () => this.open.delete(stream);
  }

  get size(): number {
    return this.open.size;
  }

  closeAll(reason: string): void {
    for (const stream of [...this.open]) {
      try {
        stream.close(reason);
      } catch {
        // A stream that is already gone needs no closing.
      }
    }
    this.open.clear();
  }
}
