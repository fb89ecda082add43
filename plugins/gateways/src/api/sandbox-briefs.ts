import { phaseName } from './wire-values.ts';

// A sandbox list read for who is there and in which phase, as periodic work over a large fleet does
// (docs/openshell-0.0.md §b.2): each listed sandbox carries its whole spec and policy, and decoding them into objects
// is most of what such a read costs. This reader takes the few fields it needs from the response bytes and steps
// over every other field unparsed.

/** A listed sandbox's identity and phase. */
export interface SandboxBrief {
  id: string;
  name: string;
  workspace: string;
  /** As GatewaySandbox.phase: READY, STOPPED, … (`PHASE_<n>` for a number the line does not name). */
  phase: string;
}

/** Where a line keeps those fields: the field numbers of ListSandboxesResponse and of the messages inside it. */
export interface SandboxListLayout {
  response: { sandboxes: number; nextPageToken: number | null };
  sandbox: { metadata: number; status: number };
  metadata: { id: number; name: number; workspace: number };
  status: { phase: number };
  /** The line's SandboxPhase value names, by number (`SANDBOX_PHASE_READY`, …). */
  phases: readonly string[];
}

export interface SandboxBriefPage {
  sandboxes: SandboxBrief[];
  nextPageToken: string;
}

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;

/** A forward-only reader over one message's bytes; a malformed message throws (the call then fails). */
class FieldReader {
  private readonly bytes: Uint8Array;
  private position: number;
  private readonly end: number;

  constructor(bytes: Uint8Array, start = 0, end = bytes.length) {
    this.bytes = bytes;
    this.position = start;
    this.end = end;
  }

  /** Calls `visit` with each field's number and wire type; `visit` must read or skip the value. */
  forEach(visit: (field: number, wireType: number) => void): void {
    while (this.position < this.end) {
      const key = this.varint();
      visit(Math.floor(key / 8), key % 8);
    }
  }

  varint(): number {
    let value = 0;
    for (let shift = 0; shift < 70; shift += 7) {
      if (this.position >= this.end) throw new Error('a varint runs past the end of the message');
      const byte = this.bytes[this.position++]!;
      // Past 2^53 precision is lost; the values read here (keys, lengths, enum numbers) never come near it.
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    throw new Error('a varint is longer than ten bytes');
  }

  /** A length-delimited value's bounds, stepping past it. */
  delimited(): { start: number; end: number } {
    const length = this.varint();
    const start = this.position;
    if (length > this.end - start) throw new Error('a length-delimited field runs past the end of the message');
    this.position = start + length;
    return { start, end: this.position };
  }

  nested(): FieldReader {
    const { start, end } = this.delimited();
    return new FieldReader(this.bytes, start, end);
  }

  string(): string {
    const { start, end } = this.delimited();
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset + start, end - start).toString('utf8');
  }

  skip(wireType: number): void {
    if (wireType === VARINT) this.varint();
    else if (wireType === LENGTH_DELIMITED) this.delimited();
    else if (wireType === FIXED64 || wireType === FIXED32) {
      const size = wireType === FIXED64 ? 8 : 4;
      if (size > this.end - this.position) throw new Error('a fixed-size field runs past the end of the message');
      this.position += size;
    } else throw new Error(`wire type ${wireType} has no place in a proto3 message`);
  }
}

function briefOf(sandbox: FieldReader, layout: SandboxListLayout): SandboxBrief {
  const brief: SandboxBrief = { id: '', name: '', workspace: '', phase: phaseName(null) };
  sandbox.forEach((field, wireType) => {
    if (field === layout.sandbox.metadata && wireType === LENGTH_DELIMITED) readMetadata(sandbox.nested(), layout, brief);
    else if (field === layout.sandbox.status && wireType === LENGTH_DELIMITED) readStatus(sandbox.nested(), layout, brief);
    else sandbox.skip(wireType);
  });
  return brief;
}

function readMetadata(metadata: FieldReader, layout: SandboxListLayout, brief: SandboxBrief): void {
  const { id, name, workspace } = layout.metadata;
  metadata.forEach((field, wireType) => {
    if (wireType !== LENGTH_DELIMITED) metadata.skip(wireType);
    else if (field === id) brief.id = metadata.string();
    else if (field === name) brief.name = metadata.string();
    else if (field === workspace) brief.workspace = metadata.string();
    else metadata.skip(wireType);
  });
}

function readStatus(status: FieldReader, layout: SandboxListLayout, brief: SandboxBrief): void {
  status.forEach((field, wireType) => {
    if (field === layout.status.phase && wireType === VARINT) {
      const number = status.varint();
      brief.phase = phaseName(layout.phases[number] ?? number);
    } else status.skip(wireType);
  });
}

/** A `deserialize` for ListSandboxes that yields briefs: the RPC's own bytes, read for these fields only. */
export function sandboxBriefDecoder(layout: SandboxListLayout): (bytes: Buffer) => SandboxBriefPage {
  return (bytes) => {
    const page: SandboxBriefPage = { sandboxes: [], nextPageToken: '' };
    const reader = new FieldReader(bytes);
    reader.forEach((field, wireType) => {
      if (field === layout.response.sandboxes && wireType === LENGTH_DELIMITED) page.sandboxes.push(briefOf(reader.nested(), layout));
      else if (field === layout.response.nextPageToken && wireType === LENGTH_DELIMITED) page.nextPageToken = reader.string();
      else reader.skip(wireType);
    });
    return page;
  };
}
