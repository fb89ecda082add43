// webhook-syslog: a webhook channel that sends each event as an RFC 5424 syslog message over UDP or TCP. An example
// of a third-party plugin: it contributes to the webhooks plugin's channel extension point, keeps a table of what it
// sent (with its migration), serves it on a route, prunes it in a task, and takes options from the configuration.
import { definePlugin } from '@portcullis/core';
import { webhookChannels } from '@portcullis/plugin-webhooks';
import { syslogChannel } from './channel.ts';
import { migrations } from './migrations.ts';
import { messageRoutes } from './routes.ts';
import { SentMessage } from './sent-message.ts';
import { settings } from './settings.ts';

const DAY_MS = 86_400_000;

export default definePlugin({
  id: 'webhook-syslog',
  description: 'Webhook channel syslog: an RFC 5424 message per event over UDP or TCP.',
  dependsOn: ['webhooks'],
  config: { namespace: 'syslog', schema: settings },
  entities: [SentMessage],
  migrations,
  register(api) {
    // The channel writes to the database, so it is built once services exist.
    api.contributeWith(webhookChannels, (services) => syslogChannel(api.config, services.database));
    messageRoutes(api);
    api.task({
      id: 'webhook-syslog.prune',
      every: '1h',
      scope: 'global',
      run: async ({ resolve, now }) => {
        await resolve('database')
          .fork()
          .nativeDelete(SentMessage, { sentAt: { $lt: new Date(now() - api.config.keep_days * DAY_MS) } });
      },
    });
  },
});
