import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `chat_blocks` (SERVICE_CHAT_BLOCKS_*): the interactive side of the chat_blocks channel.
export const chatBlocksConfigSchema = z.object({
  signing_secret: setting.secret(
    "The chat service's signing secret (Slack: Basic Information → Signing Secret). Callbacks (buttons, the link command) are accepted only with a valid v0 HMAC-SHA256 signature over `v0:{timestamp}:{body}`. Unset: callbacks are refused and approval.pending messages carry no buttons.",
  ),
  max_age_seconds: setting.int(300, "How old a callback's signed timestamp may be (either way) before it is refused as a possible replay.", {
    min: 30,
    max: 3600,
  }),
  link_code_ttl_seconds: setting.int(600, 'How long a one-time code for linking a chat account to a Portcullis user stays redeemable.', {
    min: 60,
    max: 86_400,
  }),
  response_origin: setting.string(
    'https://hooks.slack.com',
    "The only origin a callback's `response_url` may have: messages are updated in place and refusals answered there, and a URL elsewhere is never called.",
  ),
});

export type ChatBlocksConfig = z.output<typeof chatBlocksConfigSchema>;
