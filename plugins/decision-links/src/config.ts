import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `decision_link`: SERVICE_DECISION_LINK_TTL_SECONDS.
export const decisionLinksConfigSchema = z.object({
  ttl_seconds: setting.int(
    86_400,
    'Seconds a decision link in an approval.pending notification (e-mail, push, chat) stays usable; after that it answers 410 LINK_EXPIRED and the reviewer decides in the console.',
    { min: 60, max: 30 * 86_400 },
  ),
});

export type DecisionLinksConfig = z.output<typeof decisionLinksConfigSchema>;
