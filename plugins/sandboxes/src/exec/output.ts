/** Keeps the first `max` bytes of a stream of chunks and remembers whether anything was cut. */
export class CappedOutput {
  private readonly max: number;
  private readonly chunks: Buffer[] = [];
  private size = 0;
  truncated = false;

  constructor(max: number) {
    this.max = max;
  }

  push(chunk: Buffer): void {
    const room = this.max - this.size;
    if (chunk.length > room) this.truncated = true;
    if (room <= 0) return;
    const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.chunks.push(kept);
    this.size += kept.length;
  }

  /** As UTF-8; a character cut in half at the cap becomes U+FFFD. */
  text(): string {
    return Buffer.concat(this.chunks, this.size).toString('utf8');
  }
}
