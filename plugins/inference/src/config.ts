import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the inference plugin (namespace `inference`: SERVICE_INFERENCE_*).
export const inferenceConfigSchema = z.object({
  set_timeout_seconds: setting.int(
    60,
    "Deadline of a PUT .../inference call to the gateway. Longer than other calls because the gateway probes the provider's endpoint before it stores the route (unless `verify` is false).",
    { min: 1, max: 600 },
  ),
});

export type InferenceConfig = z.output<typeof inferenceConfigSchema>;
