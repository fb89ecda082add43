// An older gateway's wire: fields that appeared after its release are never sent, and when a newer client sends
// them they are unknown fields the old gateway ignores. Field ages come from the vendored contract (wire.json).

import type { WireField } from '@portcullis/proto';
import { loadWireContract } from '@portcullis/proto';
import { isAvailable } from './version.ts';

type Message = Record<string, unknown>;

const NUMERIC = /^(u?int|s?fixed|sint|double|float)/;

/** What a field decodes to when absent (the loader fills defaults). */
export function defaultFor(field: WireField): unknown {
  if (field.label === 'repeated') return [];
  if (field.label === 'map') return {};
  if (field.kind === 'message' || field.label === 'optional') return null;
  if (field.kind === 'enum') return loadWireContract().enums[field.type]?.values[0]?.name ?? 0;
  if (field.type === 'string') return '';
  if (field.type === 'bool') return false;
  if (field.type === 'bytes') return Buffer.alloc(0);
  return NUMERIC.test(field.type) ? 0 : null;
}

export class WireLevel {
  private readonly level: string;
  private readonly everything: boolean;

  constructor(level: string) {
    this.level = level;
    this.everything = isAvailable('HEAD', level);
  }

  private known(field: WireField): boolean {
    return !field.since || isAvailable(field.since, this.level);
  }

  /** A response as this gateway would send it: newer fields (at any depth) left out. */
  response<T>(typeName: string, value: T): T {
    if (this.everything) return value;
    const copy = structuredClone(value); // responses may share objects with the simulator's state
    this.walk(typeName, copy as Message, (message, field) => {
      delete message[field.name];
    });
    return copy;
  }

  /** A request as this gateway would decode it: newer fields read as their defaults. */
  request<T>(typeName: string, value: T): T {
    if (!this.everything) {
      this.walk(typeName, value as Message, (message, field) => {
        message[field.name] = defaultFor(field);
      });
    }
    return value;
  }

  private walk(typeName: string, message: Message | null | undefined, unknown: (m: Message, f: WireField) => void): void {
    const type = loadWireContract().messages[typeName];
    if (!type || !message || typeof message !== 'object') return;
    for (const field of type.fields) {
      if (!(field.name in message)) continue;
      if (!this.known(field)) {
        unknown(message, field);
        continue;
      }
      const inner = field.label === 'map' ? field.map_value_type : field.type;
      if (!inner || !loadWireContract().messages[inner]) continue;
      const value = message[field.name];
      const children = (
        field.label === 'map' ? Object.values((value as Message) ?? {}) : field.label === 'repeated' ? ((value as Message[]) ?? []) : [value]
      ) as Message[];
      for (const child of children) this.walk(inner, child, unknown);
    }
  }
}
