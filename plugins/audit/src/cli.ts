import { createWriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type AuditWriter, type CliCommand, type CliInput, type CliOption, CliUsageError, type Database, pagingQueryShape } from '@portcullis/core';
import { z } from 'zod';
import type { AuditEntryJson } from './entry.ts';
import { EXPORT_FORMATS, type ExportFormat, exportChunks } from './export.ts';
import { checkWindow, FILTER_NAMES, filterShape } from './filters.ts';
import type { AuditReader } from './reader.ts';
import { shownFilter } from './routes.ts';
import { verifyRange } from './verdict.ts';

// `npm run portcullis -- audit list|export|verify`: the audit API's reads, straight from the database (the service
// may be running or not). Flags are the API's query parameters in kebab-case and are checked by the same schemas.

const CLI_ACTOR = { name: 'cli', type: 'system' } as const;

const flag = (name: string) => `--${name.replaceAll('_', '-')}`;

const FILTER_OPTIONS: Record<string, CliOption> = {
  actor: { type: 'string', value: 'name', description: 'Only entries by this actor (exact).' },
  action: { type: 'string', value: 'action', description: 'Only this action (exact), e.g. sandbox.create.' },
  'resource-type': { type: 'string', value: 'type', description: 'Only this resource type (exact).' },
  'resource-id': { type: 'string', value: 'id', description: 'Only this resource (exact).' },
  resource: { type: 'string', value: 'type[/id]', description: 'Only this resource type, or this one resource (type/id, as listed).' },
  gateway: { type: 'string', value: 'name', description: 'Only entries about this gateway.' },
  since: { type: 'string', value: 'time', description: 'From this time on (ISO 8601, inclusive).' },
  until: { type: 'string', value: 'time', description: 'Before this time (ISO 8601, exclusive).' },
};

/** Flags as the API's query object, validated by `schema`; a problem is a usage error naming the flag. */
function fromFlags<S extends z.ZodType>(schema: S, input: CliInput, names: string[]): z.output<S> {
  const query = Object.fromEntries(names.map((name) => [name, input.options[name.replaceAll('_', '-')]]).filter(([, value]) => value !== undefined));
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  throw new CliUsageError(parsed.error.issues.map((issue) => `${flag(String(issue.path[0] ?? ''))} ${issue.message}`).join('; '));
}

const listFlags = z.object({ ...filterShape, ...pagingQueryShape }).superRefine(checkWindow);
const exportFlags = z.object({ ...filterShape, format: z.enum(EXPORT_FORMATS, { error: 'must be csv or json' }).default('csv') }).superRefine(checkWindow);

function line(entry: AuditEntryJson): string {
  const resource = entry.resource_id ? `${entry.resource_type}/${entry.resource_id}` : entry.resource_type;
  return [entry.id, entry.timestamp, entry.actor, entry.action, resource, entry.gateway ?? '-', entry.outcome ?? '-'].join('\t');
}

export function listCommand(reader: AuditReader): CliCommand {
  return {
    name: 'audit list',
    summary: "Audit entries, newest first, with the API's filters and paging.",
    description: 'One line per entry (tab-separated): id, time, actor, action, resource, gateway, outcome; then which entries of how many were shown.',
    options: {
      ...FILTER_OPTIONS,
      offset: { type: 'string', value: 'n', description: 'Skip this many entries (default 0).' },
      limit: { type: 'string', value: 'n', description: 'Show at most this many (default 50, at most 1000).' },
      json: { type: 'boolean', description: 'Print the page as the API returns it ({items, total}).' },
    },
    run: async (input, io) => {
      const { offset, limit, ...filter } = fromFlags(listFlags, input, [...FILTER_NAMES, 'offset', 'limit']);
      const page = await reader.page(filter, { offset, limit });
      if (input.options.json) {
        io.out(JSON.stringify(page));
        return 0;
      }
      for (const entry of page.items) io.out(line(entry));
      io.out(
        page.items.length === 0
          ? `No entries shown; ${page.total} match.`
          : `Entries ${offset + 1}-${offset + page.items.length} of ${page.total} (newest first).`,
      );
      return 0;
    },
  };
}

export function exportCommand(reader: AuditReader, audit: AuditWriter, database: Database): CliCommand {
  return {
    name: 'audit export',
    summary: 'Every matching audit entry, oldest first, as CSV or JSON, to a file or standard output.',
    description:
      'Streams in batches (memory stays flat however many rows). Without --out the export goes to standard output and the result line to standard error. An existing file is never overwritten. The export is audited (audit.export).',
    options: {
      ...FILTER_OPTIONS,
      format: { type: 'string', value: 'csv|json', description: 'Output format (default csv).' },
      out: { type: 'string', value: 'file', description: 'Write to this new file instead of standard output.' },
    },
    run: async (input, io) => {
      const { format, ...filter } = fromFlags(exportFlags, input, [...FILTER_NAMES, 'format']);
      const out = typeof input.options.out === 'string' ? input.options.out : null;
      const entry = { action: 'audit.export', resourceType: 'audit_log', actor: CLI_ACTOR, detail: { format, filter: shownFilter(filter), via: 'cli' } };
      await database.transaction((em) => audit.append(em, entry));
      const tally = { rows: 0 };
      const target = out ? createWriteStream(out, { flags: 'wx' }) : stdoutKeptOpen();
      await pipeline(Readable.from(exportChunks(reader, filter, format as ExportFormat, tally)), target);
      const result = `Exported ${tally.rows} audit entries as ${format}${out ? ` to ${out}` : ''}.`;
      if (out) io.out(result);
      else io.err(result);
      return 0;
    },
  };
}

export function verifyCommand(audit: AuditWriter): CliCommand {
  return {
    name: 'audit verify',
    summary: "Check the audit log's hash chain with this service's key; exits 1 when it is broken.",
    description:
      "Prints the verdict: rows checked (keyed and legacy), the first broken row and why, and the last row's id and hash (the head: keep it outside the database).",
    options: {
      from: { type: 'string', value: 'id', description: 'First row id to check (default: the first row).' },
      to: { type: 'string', value: 'id', description: 'Last row id to check (default: the last row).' },
      json: { type: 'boolean', description: 'Print the verdict as JSON (as GET /api/audit/verify answers).' },
    },
    run: async (input, io) => {
      const range = fromFlags(verifyRange, input, ['from', 'to']);
      const verdict = await audit.verify({
        ...(range.from !== undefined ? { fromId: range.from } : {}),
        ...(range.to !== undefined ? { toId: range.to } : {}),
      });
      if (input.options.json) io.out(JSON.stringify(verdict));
      else if (verdict.ok) {
        io.out(`The audit chain is intact: ${verdict.checked} rows checked (${verdict.keyed} keyed, ${verdict.legacy} legacy).`);
        io.out(verdict.last ? `Head: row ${verdict.last.id}, hash ${verdict.last.hash}` : 'The range holds no rows.');
      } else {
        io.out(`The audit chain is BROKEN at row ${verdict.first_broken!.id}: ${verdict.first_broken!.reason} (${verdict.checked} rows checked).`);
      }
      return verdict.ok ? 0 : 1;
    },
  };
}

/** Standard output for a pipeline that must not close it (the CLI still prints after the export). */
function stdoutKeptOpen(): Writable {
  return new Writable({
    write: (chunk, _encoding, done) => {
      process.stdout.write(chunk, () => done());
    },
  });
}
