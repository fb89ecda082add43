import { describeRefusal, type Egress, type EventCatalog, type FieldError, Problem, problems } from '@portcullis/core';
import type { TargetHost, WebhookChannel } from '../channels/channel.ts';
import type { ChannelRegistry } from '../channels/registry.ts';

// What a webhook must be before it is stored: events that enabled plugins emit, and a target: a channel some enabled
// plugin provides, an extra_config that channel accepts, a URL of the channel's kind, and hosts the outbound-address
// rule allows. Callers report every problem that needs no network at once (400 VALIDATION_ERROR); then each host
// is judged (400 URL_NOT_ALLOWED), resolving names, unless local mode is on.

export const ALL_EVENTS = '*';
const LOCAL_MODE_HINT = 'Private and loopback addresses are only accepted in local mode (SERVICE_LOCAL_MODE=true).';

export interface TargetDraft {
  url: string;
  channelType: string;
  /** The complete extra_config, secret fields included. */
  extraConfig: Record<string, unknown>;
}

export interface CheckedTarget {
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

  /** What is wrong with a list of event names (each must be `*` or declared by an enabled plugin). */
  eventTypeErrors(eventTypes: string[]): FieldError[] {
    return eventTypes.flatMap((name, index) =>
      name === ALL_EVENTS || this.catalog.has(name)
        ? []
        : [
            {
              path: `body.event_types.${index}`,
              message: `unknown event ${name}: no enabled plugin emits it (GET /api/system/events lists those that do; * subscribes to all)`,
            },
          ],
    );
  }

  /** The target without its addresses: the checked target, or what is wrong with it. */
  checkTarget(draft: TargetDraft): { ok: true; target: CheckedTarget } | { ok: false; errors: FieldError[] } {
    const channel = this.channels.get(draft.channelType);
    if (!channel) {
      const known = this.channels.list().map((candidate) => candidate.type);
      return {
        ok: false,
        errors: [{ path: 'body.channel_type', message: `unknown channel type ${draft.channelType}; enabled channel types: ${known.join(', ') || 'none'}` }],
      };
    }
    const parsed = channel.extraConfig.safeParse(draft.extraConfig);
    if (!parsed.success) {
      return {
        ok: false,
        errors: parsed.error.issues.map((issue) => ({ path: ['body', 'extra_config', ...issue.path.map(String)].join('.'), message: issue.message })),
      };
    }
    const config = parsed.data as Record<string, unknown>;
    const url = this.url(channel, draft.url, config);
    return url.ok ? { ok: true, target: { channel, config, hosts: url.hosts } } : { ok: false, errors: [url.error] };
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

  private url(channel: WebhookChannel, raw: string, config: Record<string, unknown>): { ok: true; hosts: TargetHost[] } | { ok: false; error: FieldError } {
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
