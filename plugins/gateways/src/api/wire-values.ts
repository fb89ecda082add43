import { Problem } from '@portcullis/core';
import type { ComputeDriver, GatewaySettings } from './model.ts';

// Small readings of decoded wire values that every line needs alike.

/**
 * An enum value without its prefix, lower-cased or not: proto-loader hands enums over as their names
 * (`SANDBOX_PHASE_READY`), or as a number when the value is newer than our .proto (enums are open upstream).
 */
export function enumName(value: string | number | null | undefined, prefix: string, unknown: (n: number) => string): string {
  if (value === null || value === undefined) return 'UNSPECIFIED';
  if (typeof value === 'number') return unknown(value);
  return value.startsWith(prefix) ? value.slice(prefix.length) : value;
}

/** A sandbox phase as the model names it: `READY`, or `PHASE_<n>` for one our wire does not know. */
export function phaseName(phase: string | number | null | undefined): string {
  return enumName(phase, 'SANDBOX_PHASE_', (n) => `PHASE_${n}`);
}

/** Epoch milliseconds of a positive count, else null (unset int64 fields decode as 0). */
export function positiveMs(value: number | string | null | undefined): number | null {
  const ms = Number(value ?? 0);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** Epoch milliseconds of a google.protobuf.Timestamp (proto-loader: `seconds` as a number, `nanos`); null when unset. */
export function timestampMs(timestamp: { seconds?: number | string | null; nanos?: number | null } | null | undefined): number | null {
  if (!timestamp) return null;
  const ms = Number(timestamp.seconds ?? 0) * 1000 + Math.floor(Number(timestamp.nanos ?? 0) / 1e6);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** A google.protobuf.Timestamp of epoch milliseconds. */
export function timestampOf(ms: number): { seconds: number; nanos: number } {
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 };
}

/** The largest page gateways hand out; lists that must be read whole ask for pages this large. */
export const GATEWAY_PAGE_MAX = 1000;
// A gateway that ignored `offset`, or handed out the same token again, would answer pages forever; no real list is
// anywhere near this long.
const MAX_PAGES = 100;

/** Reads every page of a list that pages by offset, until a short page arrives. */
export async function readOffsetPages<T>(read: (offset: number, limit: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const page = await read(pages * GATEWAY_PAGE_MAX, GATEWAY_PAGE_MAX);
    all.push(...page);
    if (page.length < GATEWAY_PAGE_MAX) break;
  }
  return all;
}

/** Reads every page of a list that pages by token (pages of GATEWAY_PAGE_MAX), until the token comes back empty. */
export async function readTokenPages<T>(read: (token: string, pageSize: number) => Promise<{ items: T[]; next: string }>): Promise<T[]> {
  const all: T[] = [];
  let token = '';
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const page = await read(token, GATEWAY_PAGE_MAX);
    all.push(...page.items);
    if (!page.next) break;
    token = page.next;
  }
  return all;
}

interface WireSettingValue {
  value?: string;
  string_value?: string;
  bool_value?: boolean;
  int_value?: number;
  bytes_value?: Buffer;
}

/** A decoded SettingValue (a oneof of string, bool, int and bytes) as plain JSON; bytes as base64. */
function settingValueOf(setting: WireSettingValue): string | number | boolean | null {
  switch (setting.value) {
    case 'string_value':
      return setting.string_value ?? '';
    case 'bool_value':
      return setting.bool_value ?? false;
    case 'int_value':
      return Number(setting.int_value ?? 0);
    case 'bytes_value':
      return Buffer.from(setting.bytes_value ?? []).toString('base64');
    default:
      return null;
  }
}

/** GetGatewayConfig's answer, which both lines shape alike. */
export function gatewaySettingsOf(config: { settings_revision: number | string; settings: Record<string, WireSettingValue> }): GatewaySettings {
  return {
    settingsRevision: Number(config.settings_revision),
    settings: Object.fromEntries(Object.entries(config.settings).map(([key, value]) => [key, settingValueOf(value)])),
  };
}

/** GetGatewayInfo's compute drivers, which both lines shape alike. */
export function computeDriversOf(drivers: Array<{ name: string; capabilities?: { driver_name: string; driver_version: string } | null }>): ComputeDriver[] {
  return drivers.map((driver) => ({
    name: driver.name,
    driver_name: driver.capabilities?.driver_name || null,
    driver_version: driver.capabilities?.driver_version || null,
  }));
}

/** 502: the gateway answered in a way its wire allows but that says nothing usable (a missing object, an unspecified outcome). */
export function badGatewayAnswer(gateway: string, what: string): Problem {
  return new Problem(502, 'GATEWAY_BAD_RESPONSE', { detail: `Gateway ${gateway} ${what}.`, extensions: { gateway } });
}
