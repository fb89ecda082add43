import type { AuditWriter, Clock, Database } from '@portcullis/core';
import type { GatewayRecord, GatewayRegistration, GatewayRegistry, Registration, RegistrationRefusal } from '@portcullis/plugin-gateways';
import { derive } from './candidate.ts';
import type { Candidate, DomainError, ScanResult, SkipReason, Trigger } from './result.ts';
import { lookupSrv, type SrvSettings, type SrvTarget } from './srv.ts';
import { loadLastScan, saveLastScan } from './status.ts';

/** Targets considered per domain: each may cost a DNS lookup, and a zone is not a trusted source of work. */
export const MAX_TARGETS_PER_DOMAIN = 100;

export interface ScannerSettings {
  scheme: 'https' | 'http';
  autoRegister: boolean;
  srv: SrvSettings;
}

export interface ScannerDeps {
  registry: GatewayRegistry;
  registration: GatewayRegistration;
  database: Database;
  audit: AuditWriter;
  clock: Clock;
  settings: ScannerSettings;
}

const SKIP_FOR_REFUSAL: Record<RegistrationRefusal['kind'], SkipReason> = {
  endpoint_invalid: 'invalid_target',
  credentials_invalid: 'invalid_target',
  endpoint_unresolved: 'resolution_failed',
  endpoint_not_allowed: 'endpoint_refused',
  name_taken: 'name_clash',
};

/** The message a refusal shows a client (field messages carry the specifics of a validation problem). */
function refusalDetail(refusal: RegistrationRefusal): string {
  return refusal.problem.errors?.map((error) => error.message).join('; ') ?? refusal.problem.detail;
}

/** Gateways by address and by name (registered, or registrable in this report-only scan), and the addresses met. */
class Known {
  private readonly byAddress = new Map<string, string>();
  private readonly byName = new Map<string, string>();
  private readonly seen = new Map<string, string>();

  constructor(gateways: GatewayRecord[]) {
    for (const gateway of gateways) this.add(gateway.name, gateway.host, gateway.port, gateway.endpoint);
  }

  add(name: string, host: string, port: number, endpoint: string): void {
    this.byAddress.set(`${host}:${port}`, name);
    this.byName.set(name, endpoint);
  }

  /**
   * Why a candidate is skipped before any registration rule is asked, or null; notes its address as met. The same
   * host and port is the same gateway, whatever the scheme.
   */
  screen(candidate: { domain: string; name: string; host: string; port: number }): { reason: SkipReason; detail: string } | null {
    const address = `${candidate.host}:${candidate.port}`;
    const earlier = this.seen.get(address);
    if (earlier !== undefined) return { reason: 'duplicate', detail: `${address} was already considered in this scan (domain ${earlier})` };
    this.seen.set(address, candidate.domain);
    const registered = this.byAddress.get(address);
    if (registered !== undefined) return { reason: 'already_registered', detail: `${address} is registered as gateway ${registered}` };
    const endpoint = this.byName.get(candidate.name);
    if (endpoint !== undefined) return { reason: 'name_clash', detail: `the name ${candidate.name} already belongs to another endpoint (${endpoint})` };
    return null;
  }
}

/**
 * DNS SRV discovery (exported as `gatewayDiscovery`): looks up `_openshell._tcp.<domain>` for each domain, derives
 * a name and endpoint per target, and registers each new one through the gateways plugin's registration, or only
 * checks it when auto-registration is off. Each scan's result replaces the stored last result and is audited as
 * `gateway.discovered` in the same transaction. Scans on one replica run one after another, so two of them never
 * race to register the same target here (across replicas the registry's unique name decides).
 */
export class GatewayDiscovery {
  private readonly deps: ScannerDeps;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(deps: ScannerDeps) {
    this.deps = deps;
  }

  /** `domains` already normalised (domains.ts); `signal` stops between candidates (shutdown). */
  scan(domains: string[], trigger: Trigger, signal?: AbortSignal): Promise<ScanResult> {
    const run = this.queue.then(() => this.run(domains, trigger, signal));
    this.queue = run.catch(() => undefined);
    return run;
  }

  lastScan(): Promise<ScanResult | null> {
    return loadLastScan(this.deps.database);
  }

  private async run(domains: string[], trigger: Trigger, signal: AbortSignal | undefined): Promise<ScanResult> {
    const { settings, clock } = this.deps;
    const scannedAt = new Date(clock.now()).toISOString();
    const lookups = await Promise.all(domains.map(async (domain) => ({ domain, lookup: await lookupSrv(domain, settings.srv) })));
    const known = new Known(await this.deps.registry.list());
    const candidates: Candidate[] = [];
    const domainErrors: DomainError[] = [];
    for (const { domain, lookup } of lookups) {
      if (!lookup.ok) {
        domainErrors.push({ domain, error: lookup.error });
        continue;
      }
      if (lookup.targets.length > MAX_TARGETS_PER_DOMAIN) {
        domainErrors.push({
          domain,
          error: `publishes ${lookup.targets.length} targets; only the first ${MAX_TARGETS_PER_DOMAIN} by priority were considered`,
        });
      }
      for (const target of lookup.targets.slice(0, MAX_TARGETS_PER_DOMAIN)) {
        signal?.throwIfAborted();
        candidates.push(await this.consider(domain, target, known));
      }
    }
    const result: ScanResult = {
      scanned_at: scannedAt,
      trigger,
      auto_register: settings.autoRegister,
      domains,
      found: candidates.length,
      registered: candidates.filter((candidate) => candidate.outcome === 'registered').length,
      skipped: candidates.filter((candidate) => candidate.outcome === 'skipped').length,
      candidates,
      domain_errors: domainErrors,
    };
    await this.record(result);
    return result;
  }

  private async consider(domain: string, target: SrvTarget, known: Known): Promise<Candidate> {
    const derived = derive(target, this.deps.settings.scheme);
    const candidate = { domain, host: target.host, port: target.port, endpoint: derived.endpoint, name: derived.name };
    const skipped = (reason: SkipReason, detail: string): Candidate => ({ ...candidate, outcome: 'skipped', reason, detail });
    if (!derived.parsed) return skipped('invalid_target', derived.problem!);
    const early = known.screen({ domain, name: derived.name, host: derived.parsed.host, port: derived.parsed.port });
    if (early) return skipped(early.reason, early.detail);
    const registration: Registration = {
      name: derived.name,
      endpoint: derived.endpoint,
      auth_mode: 'none',
      labels: { source: 'discovery', domain },
      description: `Discovered from the DNS SRV records of _openshell._tcp.${domain}.`,
    };
    if (!this.deps.settings.autoRegister) {
      const refusal = await this.deps.registration.check(registration);
      if (refusal) return skipped(SKIP_FOR_REFUSAL[refusal.kind], refusalDetail(refusal));
      known.add(derived.name, derived.parsed.host, derived.parsed.port, derived.endpoint);
      return { ...candidate, outcome: 'new', reason: null, detail: 'not registered: this scan only reports' };
    }
    const registered = await this.deps.registration.register(registration);
    if (!registered.ok) return skipped(SKIP_FOR_REFUSAL[registered.refusal.kind], refusalDetail(registered.refusal));
    const { gateway } = registered;
    known.add(gateway.name, gateway.host, gateway.port, gateway.endpoint);
    return { ...candidate, outcome: 'registered', reason: null, detail: `registered as gateway ${gateway.name}` };
  }

  private async record(result: ScanResult): Promise<void> {
    const registeredNames = result.candidates.filter((candidate) => candidate.outcome === 'registered').map((candidate) => candidate.name);
    await this.deps.database.transaction(async (em) => {
      await saveLastScan(em, result);
      await this.deps.audit.append(em, {
        action: 'gateway.discovered',
        resourceType: 'discovery',
        detail: {
          trigger: result.trigger,
          auto_register: result.auto_register,
          domains: result.domains,
          found: result.found,
          registered: result.registered,
          skipped: result.skipped,
          registered_gateways: registeredNames,
          domain_errors: result.domain_errors,
        },
      });
    });
  }
}
