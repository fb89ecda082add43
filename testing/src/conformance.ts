// Holds recorded responses (see response-recorder.ts) against the OpenAPI document of the kernel that gave them:
// the status must be one the operation declares, a body must come in a declared media type, and a JSON body must
// be valid against the declared schema. Requests no operation answers (unknown paths, 405s) are not the
// document's business and are skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bySpecificity, routerPath } from '@portcullis/core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RecordedLine, RecordedResponse } from './response-recorder.ts';

// The recorder's switch and document, for runners that record responses and check them here afterwards.
export { packagedApi, RECORD_RESPONSES_ENV } from './response-recorder.ts';

type Json = Record<string, any>;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Json;
}

export interface ConformanceResult {
  /** Responses held against the document. */
  checked: number;
  /** Distinct (operation, status) pairs that conformed. */
  conforming: string[];
  /** Distinct (operation, status, reason) findings, each with how often it was seen. */
  findings: Array<{ key: string; reason: string; count: number; example: RecordedResponse }>;
}

function operationsOf(document: Json): Operation[] {
  const list: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths as Json)) {
    for (const [method, operation] of Object.entries(methods as Json)) {
      const source = routerPath(template)
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '[^/]+');
      list.push({ method: method.toUpperCase(), template, pattern: new RegExp(`^${source}/?$`), operation: operation as Json });
    }
  }
  // The router's own order: literal segments win over parameters.
  return list.sort((a, b) => bySpecificity({ path: a.template }, { path: b.template }));
}

/** `#/components/...` within the document. */
function dereferenced(document: Json, value: Json): Json {
  let current = value;
  while (typeof current?.$ref === 'string' && current.$ref.startsWith('#/')) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: Json, key: string) => node?.[key], document);
  }
  return current;
}

class DocumentChecker {
  private readonly operations: Operation[];
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly document: Json;
  private readonly ajv: Ajv2020;

  constructor(document: Json) {
    this.document = document;
    this.operations = operationsOf(document);
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(this.ajv);
  }

  /** The operation that answered, or null when none did. */
  operationFor(method: string, path: string): Operation | null {
    return this.operations.find((candidate) => candidate.method === method && candidate.pattern.test(path)) ?? null;
  }

  /** Why the response does not conform, or null when it does. */
  problemWith(operation: Operation, recorded: RecordedResponse): string | null {
    const declared = operation.operation.responses?.[String(recorded.status)];
    if (!declared) return `status ${recorded.status} is not declared (declared: ${Object.keys(operation.operation.responses ?? {}).join(', ')})`;
    const response = dereferenced(this.document, declared);
    const content = (response.content ?? {}) as Json;
    const mediaType = recorded.contentType.split(';')[0]!.trim();
    if (!mediaType) return null;
    if (Object.keys(content).length === 0) return `a ${mediaType} body where the document declares none`;
    const media = content[mediaType] as Json | undefined;
    if (!media) return `body is ${mediaType}; declared: ${Object.keys(content).join(', ')}`;
    if (recorded.unparseable) return `the ${mediaType} body does not parse`;
    if (recorded.body === undefined || !media.schema) return null;
    const validate = this.validator(`${operation.method} ${operation.template} ${recorded.status} ${mediaType}`, media.schema as Json);
    if (validate(recorded.body)) return null;
    return `body does not match the schema: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(dereferenced(this.document, schema));
      this.validators.set(key, validate);
    }
    return validate;
  }
}

function* recordedLines(dir: string): Generator<RecordedLine> {
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line.trim()) yield JSON.parse(line) as RecordedLine;
    }
  }
}

/** Checks every response recorded under `dir`. */
export function checkRecordedResponses(dir: string): ConformanceResult {
  const checkers = new Map<string, DocumentChecker>();
  const conforming = new Set<string>();
  const findings = new Map<string, ConformanceResult['findings'][number]>();
  let checked = 0;
  for (const line of recordedLines(dir)) {
    if (line.kind === 'document') {
      if (!checkers.has(line.id)) checkers.set(line.id, new DocumentChecker(line.document));
      continue;
    }
    const checker = checkers.get(line.document);
    const operation = checker?.operationFor(line.method, line.path);
    if (!checker || !operation) continue;
    checked += 1;
    const pair = `${line.method} ${operation.template} → ${line.status}`;
    const reason = checker.problemWith(operation, line);
    if (!reason) {
      conforming.add(pair);
      continue;
    }
    const key = `${pair}: ${reason}`;
    const finding = findings.get(key);
    if (finding) finding.count += 1;
    else findings.set(key, { key: pair, reason, count: 1, example: line });
  }
  const failing = new Set([...findings.values()].map((finding) => finding.key));
  return { checked, conforming: [...conforming].filter((pair) => !failing.has(pair)).sort(), findings: [...findings.values()] };
}
