import type { Egress, Logger } from '@portcullis/core';

// Answers to the chat service go to the callback's `response_url` (an ephemeral refusal, or the message replaced
// in place). The URL arrives in a signed body, yet only one origin is ever called (the `response_origin` setting):
// a crafted payload must not make Portcullis post to a host of its choosing.

const RESPONSE_TIMEOUT_MS = 10_000;

export class ChatResponder {
  private readonly egress: Egress;
  private readonly origin: string;
  private readonly logger: Logger;

  constructor(deps: { egress: Egress; responseOrigin: string; logger: Logger }) {
    this.egress = deps.egress;
    this.origin = new URL(deps.responseOrigin).origin;
    this.logger = deps.logger;
  }

  /** The URL when it is one we may call, else null. */
  accepts(responseUrl: unknown): string | null {
    if (typeof responseUrl !== 'string' || responseUrl.length > 2048) return null;
    try {
      return new URL(responseUrl).origin === this.origin ? responseUrl : null;
    } catch {
      return null;
    }
  }

  /** Posts the message; a failure is logged, never thrown (the decision it reports stands either way). */
  async post(responseUrl: string, message: Record<string, unknown>): Promise<boolean> {
    try {
      const response = await this.egress.fetch(responseUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(RESPONSE_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.ok) return true;
      this.logger.warn({ status: response.status }, 'the chat service refused a message update');
    } catch (error) {
      this.logger.warn({ err: error }, 'a message update could not be sent to the chat service');
    }
    return false;
  }
}
