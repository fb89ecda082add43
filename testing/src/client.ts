import type { Actor, Role } from '@portcullis/core';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is (no JSON encoding) when a string or Buffer. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** Who is calling: a role (an actor of that role) or a full actor; `null` for anonymous. */
  as?: Role | TestActor | null;
}

export type TestActor = Partial<Actor> & { role: Role };

export const TEST_ACTOR_HEADER = 'x-portcullis-test-actor';

/** The header by which a test kernel takes `as` for the caller. */
export function actorHeader(as: RequestOptions['as']): Record<string, string> {
  if (as === null || as === undefined) return {};
  const actor: TestActor = typeof as === 'string' ? { role: as } : as;
  return { [TEST_ACTOR_HEADER]: JSON.stringify(actor) };
}

/** An HTTP client bound to a test kernel; every request defaults to the actor it was created with. */
export class TestClient {
  private readonly baseUrl: string;
  private readonly defaultActor: RequestOptions['as'];

  constructor(baseUrl: string, defaultActor: RequestOptions['as'] = null) {
    this.baseUrl = baseUrl;
    this.defaultActor = defaultActor;
  }

  as(actor: RequestOptions['as']): TestClient {
    return new TestClient(this.baseUrl, actor);
  }

  get<T = any>(path: string, options: RequestOptions = {}) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = any>(path: string, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, options);
  }

  url(path: string, query?: RequestOptions['query']): string {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
    }
    return url.toString();
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...actorHeader(options.as === undefined ? this.defaultActor : options.as), ...options.headers };
    let body: string | Buffer | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.url(path, options.query), { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') && text ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
}
