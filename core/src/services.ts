import type { Logger } from 'pino';
import type { AuditWriter } from './audit/writer.ts';
import type { AccessControl } from './auth/access.ts';
import type { Clock } from './clock.ts';
import type { ComputePool } from './compute/pool.ts';
import type { KernelConfig } from './config/kernel-config.ts';
import type { Database } from './db/database.ts';
import type { EventBus } from './events/bus.ts';
import type { EventCatalog } from './events/catalog.ts';
import type { StreamRegistry } from './http/streams.ts';
import type { Instances } from './kernel/instances.ts';
import type { Metrics } from './metrics.ts';
import type { Egress } from './net/egress.ts';
import type { OperationService } from './operations/service.ts';
import type { Scheduler } from './scheduler/scheduler.ts';
import type { SecretBox } from './secrets.ts';

/**
 * Services that can be resolved by name. The kernel's are listed here; plugins add their exported services by
 * declaration merging:
 *   declare module '@portcullis/core' { interface ServiceMap { gatewayClients: GatewayClientPool } }
 */
export interface ServiceMap {
  kernelConfig: KernelConfig;
  logger: Logger;
  clock: Clock;
  database: Database;
  events: EventBus;
  audit: AuditWriter;
  scheduler: Scheduler;
  operations: OperationService;
  metrics: Metrics;
  secrets: SecretBox;
  access: AccessControl;
  streams: StreamRegistry;
  instanceId: string;
  instances: Instances;
  /** The outbound-address rule (private addresses refused outside local mode) and the resolver that goes with it. */
  egress: Egress;
  /** The events enabled plugins declare they emit (what webhooks may subscribe to). */
  eventCatalog: EventCatalog;
  /** Worker threads for CPU-heavy pure tasks, limited per caller (compute/pool.ts). */
  compute: ComputePool;
}

export type ServiceName = keyof ServiceMap;
