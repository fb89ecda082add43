/** One batch as an HTTP POST, for lanes whose receiver acknowledges with a 2xx. */
export interface BatchPost {
  url: string;
  contentType: string;
  body: string | Uint8Array;
  /** Authorization header value; none when unset. */
  authorization?: string | undefined;
  timeoutMs: number;
  /** The export run's signal (the service stopping, the task timing out). */
  signal: AbortSignal;
}

/**
 * POSTs a batch and resolves only on a 2xx answer; any other answer, a network error or the timeout rejects, so the
 * engine offers the batch again. Errors name `label` (an origin), never the full URL, which may carry a token.
 */
export async function postBatch(post: BatchPost, label: string): Promise<void> {
  const response = await fetch(post.url, {
    method: 'POST',
    headers: { 'content-type': post.contentType, ...(post.authorization ? { authorization: post.authorization } : {}) },
    body: post.body,
    signal: AbortSignal.any([post.signal, AbortSignal.timeout(post.timeoutMs)]),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`${label} answered ${response.status}`);
}
