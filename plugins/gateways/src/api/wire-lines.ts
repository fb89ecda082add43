import { Problem } from '@portcullis/core';
import type { LineOperations, WireLine } from './line.ts';

/** What a reported version means for Portcullis: the line it speaks, and whether that release is supported. */
export interface LineVerdict {
  line: WireLine | null;
  /** null: the gateway has not said its version yet. */
  supported: boolean | null;
  /** Why it is not supported, in words for the gateway's `last_error`; null when it is. */
  reason: string | null;
}

/**
 * The wire lines the enabled line plugins contribute to `gatewayWireLines`: which one a gateway speaks follows from
 * the version its Health reports (docs/wire-lines.md). A version no line speaks is unsupported, and nothing but
 * Health is ever sent to it.
 */
export class WireLineRegistry {
  private lines: readonly WireLine[] = [];
  private readonly loaded = new Map<string, Promise<LineOperations>>();

  install(lines: readonly WireLine[]): void {
    this.lines = lines;
  }

  /** The line a gateway reporting `version` speaks, or null. */
  lineOf(version: string | null): WireLine | null {
    if (!version) return null;
    return this.lines.find((line) => line.speaks(version.trim())) ?? null;
  }

  verdict(version: string | null): LineVerdict {
    if (version === null) return { line: null, supported: null, reason: null };
    const line = this.lineOf(version);
    if (!line)
      return {
        line: null,
        supported: false,
        reason: `gateway version ${version || '(none)'} speaks no wire line Portcullis knows (${this.known()}); only Health is sent to it`,
      };
    if (!line.supports(version.trim()))
      return {
        line,
        supported: false,
        reason: `gateway version ${version} is not supported: the ${line.id} line is supported from ${line.releases.replace('–', ' to ')}`,
      };
    return { line, supported: true, reason: null };
  }

  /** The line's operations, loaded once per process. */
  operations(line: WireLine): Promise<LineOperations> {
    let operations = this.loaded.get(line.id);
    if (!operations) {
      operations = line.load();
      this.loaded.set(line.id, operations);
      operations.catch(() => this.loaded.delete(line.id));
    }
    return operations;
  }

  /** `0.0.105–0.0.116, 0.1.0–0.1.2`. */
  known(): string {
    return this.lines.length === 0 ? 'no wire line plugin is enabled' : `supported: ${this.lines.map((line) => line.releases).join(', ')}`;
  }

  /** The refusal of every call to a gateway whose version no enabled line speaks. */
  unsupported(gateway: string, version: string | null): Problem {
    return new Problem(409, 'GATEWAY_VERSION_UNSUPPORTED', {
      detail:
        version === null
          ? `Gateway ${gateway} has not reported its version yet, so its wire line is not known; nothing was sent.`
          : `Gateway ${gateway} reports version ${version || '(none)'}, which speaks no wire line Portcullis knows (${this.known()}); nothing was sent to it.`,
      extensions: { gateway, version },
    });
  }
}
