// `plugin new <id> --channel`: a webhook channel. It contributes to the webhooks plugin's channel extension point;
// the engine keeps subscriptions, the outbox, retries, the delivery log and the outbound-address rule, and the
// channel knows one kind of target: what its extra_config holds, which URLs it accepts, and how one event is sent
// there. This one POSTs a small JSON card (title, summary, colour, fields); a real one shapes what its service wants.
import { type PluginNames, variableOf } from './names.ts';
import { type DependencyRanges, type PluginFiles, packageFiles, readmeUsage } from './templates.ts';

const TITLE_SETTING = 'default_title';

function index(names: PluginNames): string {
  return `// ${names.id}: a webhook channel. Its manifest names what it brings; the channel itself is in channel.ts.
import { definePlugin } from '@portcullis/core';
import { webhookChannels } from '@portcullis/plugin-webhooks';
import { cardChannel } from './channel.ts';
import { webhookRoutes } from './routes.ts';
import { settings } from './settings.ts';

export default definePlugin({
  id: '${names.id}',
  description: 'Webhook channel ${names.snake}: a JSON card per event over HTTP POST (a new channel: say where it sends).',
  dependsOn: ['webhooks'],
  config: { namespace: '${names.id}', schema: settings },
  register(api) {
    // Webhooks with channel_type "${names.snake}" are delivered by it.
    api.contribute(webhookChannels, cardChannel(api.config));
    webhookRoutes(api);
  },
});
`;
}

function settingsFile(names: PluginNames): string {
  return `import { setting } from '@portcullis/core';
import { z } from 'zod';

// ${variableOf(names, TITLE_SETTING)} in the environment, or \`${names.id}: { ${TITLE_SETTING}: ... }\` in the YAML configuration file.
export const settings = z.object({
  ${TITLE_SETTING}: setting.string('Portcullis', 'Card title when a webhook\\'s extra_config has none.'),
});

export type Settings = z.output<typeof settings>;
`;
}

function channel(names: PluginNames): string {
  return `import { eventFields, httpTarget, SEVERITY_COLOURS, summaryLine, type DeliveryEvent, type WebhookChannel } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import type { Settings } from './settings.ts';

export const CHANNEL_TYPE = '${names.snake}';

/** What a webhook of this channel may set in extra_config; validated on create and update, stored, passed to deliver. */
const extraConfig = z.strictObject({
  title: z.string().min(1).max(200).optional(),
});

export type CardConfig = z.output<typeof extraConfig>;

/** The body the receiver gets. */
function card(event: DeliveryEvent, title: string) {
  return {
    title,
    summary: summaryLine(event),
    colour: SEVERITY_COLOURS[event.severity],
    event: event.name,
    timestamp: event.timestamp,
    fields: eventFields(event).map((field) => ({ name: field.label, value: field.value })),
  };
}

export function cardChannel(settings: Settings): WebhookChannel<CardConfig> {
  return {
    type: CHANNEL_TYPE,
    description: 'A JSON card {title, summary, colour, event, timestamp, fields} per event, POSTed to the webhook URL (extra_config: title).',
    extraConfig,
    // Unsigned, as a chat card is: the webhook gets no signing secret. A channel that signs its requests with
    // target.secret says true (the generic channel does), and only then is a secret made and shown at create.
    signs: false,
    // http(s) URLs only; the engine checks the host against the outbound-address rule.
    checkTarget: (url) => httpTarget(url),
    // context.post sends under the engine's rules (connect-time address checks, no redirects, the timeout) and
    // says how it went: 2xx delivered, 5xx and network errors retried, anything else failed.
    deliver: (event, target, context) => context.post({
      url: target.url,
      headers: { 'content-type': 'application/json', 'x-service-delivery': target.deliveryId },
      body: JSON.stringify(card(event, target.config.title ?? settings.${TITLE_SETTING})),
    }),
  };
}
`;
}

function routes(names: PluginNames): string {
  return `import { type PluginApi, problems } from '@portcullis/core';
import { webhookSettingsRef } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { type CardConfig, CHANNEL_TYPE } from './channel.ts';
import type { Settings } from './settings.ts';

const cardWebhook = z.object({ id: z.string(), url: z.string(), event_types: z.array(z.string()), active: z.boolean(), title: z.string() });

export function webhookRoutes(api: PluginApi<Settings>): void {
  api.route({
    method: 'GET',
    path: '/api/${names.id}/webhooks/{id}',
    // Admins only, like the webhooks themselves.
    access: 'admin',
    tags: ['webhooks'],
    summary: 'One ${names.snake} webhook as this channel sees it: where its cards go, for which events, with which title.',
    params: z.object({ id: z.uuid() }),
    response: cardWebhook,
    handler: async (request) => {
      // The webhooks plugin exports typed refs for what a channel may read (dependsOn: ['webhooks'] makes them
      // resolvable); its tables and other services are its own. find() answers null for another channel's webhook.
      const webhook = await request.resolve(webhookSettingsRef).find<CardConfig>(CHANNEL_TYPE, request.params.id);
      if (!webhook) throw problems.notFound('WEBHOOK_NOT_FOUND', \`No ${names.snake} webhook \${request.params.id}.\`);
      const title = webhook.config.title ?? api.config.${TITLE_SETTING};
      return { id: webhook.id, url: webhook.url, event_types: webhook.eventTypes, active: webhook.active, title };
    },
  });
}
`;
}

function test(names: PluginNames): string {
  return `// Runs on the database PORTCULLIS_TEST_DATABASE names (sqlite, or postgresql at PORTCULLIS_TEST_PG_URL, by default
// postgresql://postgres@127.0.0.1:5432/postgres): \`npm test\` runs it on both. A real HTTP receiver on loopback
// stands for the service the channel sends to.
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTestKernel } from '@portcullis/testing';
import webhooks from '@portcullis/plugin-webhooks';
import { startReceiver } from '@portcullis/plugin-webhooks/testing';
import plugin from '../src/index.ts';

// Local mode: webhooks may reach loopback receivers.
const boot = () => createTestKernel({ plugins: [webhooks, plugin], env: { SERVICE_LOCAL_MODE: 'true', ${variableOf(names, TITLE_SETTING)}: 'Fleet' } });

test('a test event arrives as a card, titled by the setting unless extra_config names one, as the webhook route shows', async () => {
  const t = await boot();
  const receiver = await startReceiver();
  try {
    const plain = await t.http.post('/api/webhooks', { url: receiver.url, channel_type: '${names.snake}', event_types: ['webhook.test'] });
    assert.is(plain.status, 201, plain.text);
    const tested = await t.http.post(\`/api/webhooks/\${plain.body.id}/test\`);
    assert.equal([tested.status, tested.body.status], [200, 'success']);
    const [request] = receiver.requests;
    assert.equal({ title: request?.json.title, event: request?.json.event }, { title: 'Fleet', event: 'webhook.test' });
    assert.ok(request?.json.fields.some((field: { name: string }) => field.name === 'Gateway'));
    const titled = await t.http.post('/api/webhooks', { url: receiver.url, channel_type: '${names.snake}', event_types: ['webhook.test'], extra_config: { title: 'Edge' } });
    await t.http.post(\`/api/webhooks/\${titled.body.id}/test\`);
    assert.is(receiver.requests[1]?.json.title, 'Edge');
    const seen = await t.http.get(\`/api/${names.id}/webhooks/\${titled.body.id}\`);
    assert.equal([seen.status, seen.body.title, seen.body.event_types], [200, 'Edge', ['webhook.test']]);
    const unknown = await t.http.get(\`/api/${names.id}/webhooks/\${randomUUID()}\`);
    assert.equal([unknown.status, unknown.body.code], [404, 'WEBHOOK_NOT_FOUND']);
  } finally {
    await receiver.close();
    await t.stop();
  }
});

test('only http(s) URLs and known extra_config keys are accepted', async () => {
  const t = await boot();
  try {
    const mail = await t.http.post('/api/webhooks', { url: 'mailto:ops@example.test', channel_type: '${names.snake}', event_types: ['webhook.test'] });
    assert.equal([mail.status, mail.body.code], [400, 'VALIDATION_ERROR']);
    const unknown = await t.http.post('/api/webhooks', { url: 'https://hooks.example.test/x', channel_type: '${names.snake}', event_types: ['webhook.test'], extra_config: { colour: 'red' } });
    assert.equal([unknown.status, unknown.body.code], [400, 'VALIDATION_ERROR']);
  } finally {
    await t.stop();
  }
});

test.run();
`;
}

function readme(names: PluginNames, ranges: DependencyRanges): string {
  return `# ${names.packageName}

A Portcullis webhook channel (\`channel_type: ${names.snake}\`): each event a webhook subscribes to is POSTed to its
URL as a JSON card. The webhooks plugin does the rest (subscriptions, retries, the delivery log). Replace the card
with what your service expects; docs/plugins.md in the Portcullis repository explains every part.
\`GET /api/${names.id}/webhooks/{id}\` shows a webhook as the channel sees it, read through the webhooks plugin's
exported \`webhookSettingsRef\` (a channel never reads that plugin's tables).

${readmeUsage(names, ranges, `${names.id}:\n  ${TITLE_SETTING}: Portcullis`)}`;
}

export function channelFiles(names: PluginNames, ranges: DependencyRanges): PluginFiles {
  return {
    ...packageFiles(names, ranges, ['webhooks']),
    'README.md': readme(names, ranges),
    'src/index.ts': index(names),
    'src/settings.ts': settingsFile(names),
    'src/channel.ts': channel(names),
    'src/routes.ts': routes(names),
    'test/plugin.test.ts': test(names),
  };
}
