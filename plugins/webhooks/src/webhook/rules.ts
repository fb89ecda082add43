import { describeRefusal, Problem, problems, type Egress, type EventCatalog, type FieldError } from '@portcullis/core';
import type { TargetHost, WebhookChannel } from '../channels/channel.ts';
import type { ChannelRegistry } from '../channels/registry.ts';

// What a webhook must be before it is stored, at create and at update: a channel some enabled plugin provides, an
// extra_config that channel accepts, events that enabled plugins emit, a URL of the channel's kind, and hosts the
// outbound-address rule allows. Every problem that needs no network is reported at once (400 VALIDATION_ERROR);
// then each host is judged (400 URL_NOT_ALLOWED), resolving names, unless local mode is on.

export const ALL_EVENTS = '*';
const LOCAL_MODE_HINT = 'Private and loopback addresses are only accepted in local mode (SERVICE_LOCAL_MODE=true).';

export interface WebhookDraft {
  url: string;
  channelType: string;
  eventTypes: string[];
  /** The complete extra_config, secret fields included. */
  extraConfig: Record<string, unknown>;
}

export interface CheckedDraft {
  channel: WebhookChannel;
  /** extra_config as the channel's schema produced it. */
  config: Record<string, unknown>;
  hosts: TargetHost[];
}

export class WebhookRules {
  private readonly channels: ChannelRegistry;
  private readonly catalog: EventCatalog;
  private readonly egress: Egress;

  constructor(deps: { channels: ChannelRegistry; catalog: EventCatalog; egress: Egress }) {
    this.channels = deps.channels;
    this.catalog = deps.catalog;
    this.egress = deps.egress;
  }

  /** Everything but the addresses; throws 400 VALIDATION_ERROR naming every bad field. */
  check(draft: WebhookDraft): CheckedDraft {
    const errors = this.eventTypeErrors(draft.eventTypes);
    const channel = this.channels.get(draft.channelType);
    if (!channel) {
      const known = this.channels.list().map((candidate) => candidate.type);
      errors.push({ path: 'body.channel_type', message: `unknown channel type ${draft.channelType}; enabled channel types: ${known.join(', ') || 'none'}` });
      throw problems.validation(errors);
    }
    const parsed = channel.extraConfig.safeParse(draft.extraConfig);
    if (!parsed.success) {
      errors.push(...parsed.error.issues.map((issue) => ({ path: ['body', 'extra_config', ...issue.path.map(String)].join('.'), message: issue.message })));
      throw problems.validation(errors);
    }
    const config = parsed.data as Record<string, unknown>;
    const target = this.target(channel, draft.url, config);
    if (!target.ok) errors.push(target.error);
    if (errors.length > 0) throw problems.validation(errors);
    return { channel, config, hosts: target.ok ? target.hosts : [] };
  }

  /** The secret extra_config fields of a channel type (none for a type no enabled plugin provides). */
  secretFields(channelType: string): readonly string[] {
    return this.channels.get(channelType)?.secretFields ?? [];
  }

  /** The outbound-address rule for each host the webhook makes the service connect to. */
  async checkHosts(hosts: TargetHost[]): Promise<void> {
    for (const { host, path } of hosts) {
      const inspection = await this.egress.inspect(host);
      if (inspection.kind === 'unresolved') throw problems.validation([{ path: `body.${path}`, message: inspection.message }]);
      if (inspection.kind === 'refused') {
        const detail = `${host} is not allowed as a webhook target: ${describeRefusal(host, inspection)}. ${LOCAL_MODE_HINT}`;
        throw new Problem(400, 'URL_NOT_ALLOWED', { detail, errors: [{ path: `body.${path}`, message: detail }] });
      }
    }
  }

  private eventTypeErrors(eventTypes: string[]): FieldError[] {
    return eventTypes.flatMap((name, index) => (name === ALL_EVENTS || this.catalog.has(name) ? [] : [{
      path: `body.event_types.${index}`,
      message: `unknown event ${name}: no enabled plugin emits it (GET /api/system/events lists those that do; * subscribes to all)`,
    }]));
  }

  private target(channel: WebhookChannel, raw: string, config: Record<string, unknown>): { ok: true; hosts: TargetHost[] } | { ok: false; error: FieldError } {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { ok: false, error: { path: 'body.url', message: 'must be an absolute URL' } };
    }
    const checked = channel.checkTarget(url, config, { localMode: this.egress.localMode });
    return checked.ok ? checked : { ok: false, error: { path: `body.${checked.path}`, message: checked.message } };
  }
}
