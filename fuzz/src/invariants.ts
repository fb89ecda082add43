import { request as httpRequest } from 'node:http';
import type { Database } from '@portcullis/core';
import type { FuzzRequest } from './requests.ts';

// What must hold for every request, whatever it carried: an answer (never a stall or a dropped connection),
// never a 5xx, a well-formed problem+json on every 4xx, and nothing stored when the answer is a refusal.

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Longer than any legitimate wait a route may do with the fuzz settings (the simulator answers at once). */
const ANSWER_TIMEOUT_MS = 20_000;

export function send(baseUrl: string, request: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  const bodyHeaders: Record<string, string> = request.body
    ? { ...(request.body.contentType ? { 'content-type': request.body.contentType } : {}), 'content-length': String(Buffer.byteLength(request.body.text)) }
    : {};
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname, port, method: request.method, path: request.target, headers: { ...headers, ...bodyHeaders }, timeout: ANSWER_TIMEOUT_MS },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(request.body?.text);
  });
}

/** What is wrong with a 4xx answer's problem+json, or null. */
export function problemShapeError(answer: Answer): string | null {
  if (!answer.contentType.startsWith('application/problem+json')) return `content-type ${answer.contentType || 'missing'}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return 'body is not JSON';
  }
  for (const member of ['type', 'title', 'detail', 'code', 'request_id']) {
    if (typeof body[member] !== 'string') return `${member} is not a string`;
  }
  if (body.status !== answer.status) return `status member ${String(body.status)} differs from ${answer.status}`;
  if (body.errors !== undefined) {
    const errors = body.errors as Array<Record<string, unknown>>;
    if (!Array.isArray(errors) || errors.some((error) => typeof error.path !== 'string' || typeof error.message !== 'string'))
      return 'errors are not {path, message} pairs';
  }
  return null;
}

/** Row counts of every table, in one query. */
export async function rowCounts(database: Database, tables: string[]): Promise<Record<string, number>> {
  const sql = tables.map((table) => `SELECT '${table}' AS name, COUNT(*) AS count FROM ${table}`).join(' UNION ALL ');
  const rows = await database.execute<{ name: string; count: number | string }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}

export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
