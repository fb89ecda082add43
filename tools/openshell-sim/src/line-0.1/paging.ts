// Page tokens of the 0.1 line's list RPCs (docs/openshell-0.1.md §2.4, §3 "Paging"), as upstream's AIP-158 pagination:
// page_size 0 means 100, above 1000 means 1000, negative is INVALID_ARGUMENT; the token is opaque and bound to the
// method and the request's other parameters (not to page_size, which may change between pages). A token that does
// not decode is `page_token is malformed`, one minted for another list `page_token does not match this list
// request`. The simulator signs its tokens, so any altered token is malformed. The last page has no token.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { invalidArgument } from '../grpc/errors.ts';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export interface PageRequest {
  page_size: number;
  page_token: string;
}

/** Where a page ends: compared element by element (numbers numerically, strings by code unit). */
export type CursorKey = readonly (string | number)[];

interface TokenBody {
  v: 1;
  m: string;
  f: string;
  c: CursorKey;
}

export interface Page<T> {
  items: T[];
  next_page_token: string;
}

export function compareKeys(a: CursorKey, b: CursorKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i] ?? '', b[i] ?? ''];
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

function fingerprint(parameters: readonly string[]): string {
  const hash = createHash('sha256');
  for (const parameter of parameters) hash.update(`${Buffer.byteLength(parameter)}:${parameter}`);
  return hash.digest('base64url');
}

export function pageSizeOf(requested: number): number {
  if (requested < 0) throw invalidArgument('page_size must not be negative');
  return requested === 0 ? DEFAULT_PAGE_SIZE : Math.min(requested, MAX_PAGE_SIZE);
}

export class PageTokens {
  private readonly secret = randomBytes(32);

  /**
   * One page of `items` after the request's token. `parameters` are everything besides paging that selects the list
   * (scope, filters); `keyOf` gives the order objects are listed in.
   */
  page<T>(method: string, parameters: readonly string[], request: PageRequest, items: readonly T[], keyOf: (item: T) => CursorKey): Page<T> {
    const size = pageSizeOf(request.page_size);
    const bound = fingerprint(parameters);
    const after = request.page_token ? this.decode(request.page_token, method, bound) : undefined;
    const ordered = [...items].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
    const remaining = after ? ordered.filter((item) => compareKeys(keyOf(item), after) > 0) : ordered;
    const page = remaining.slice(0, size);
    const more = remaining.length > size;
    return { items: page, next_page_token: more ? this.encode({ v: 1, m: method, f: bound, c: keyOf(page.at(-1)!) }) : '' };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url').slice(0, 22);
  }

  private encode(body: TokenBody): string {
    const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${encoded}.${this.sign(encoded)}`;
  }

  private decode(token: string, method: string, bound: string): CursorKey {
    const malformed = () => invalidArgument('page_token is malformed');
    const [encoded = '', signature = '', extra] = token.split('.');
    const expected = this.sign(encoded);
    if (extra !== undefined || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
      throw malformed();
    }
    const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as TokenBody;
    if (body.v !== 1 || !Array.isArray(body.c)) throw malformed();
    if (body.m !== method || body.f !== bound) throw invalidArgument('page_token does not match this list request');
    return body.c;
  }
}

/** The order of stored objects on every 0.1 list: created time, name, workspace, id. */
export function objectKey(record: { createdAtMs: number; name: string; workspace: string; id: string }): CursorKey {
  return [record.createdAtMs, record.name, record.workspace, record.id];
}
