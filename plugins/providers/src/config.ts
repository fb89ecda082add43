import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the providers plugin (namespace `provider`: SERVICE_PROVIDER_*).
export const providersConfigSchema = z.object({
  attach_retries: setting.int(
    4,
    'Further attempts of a provider attach or detach after the gateway refused it for a concurrent change of the sandbox (ABORTED); each attempt re-reads the sandbox first.',
    { min: 0, max: 20 },
  ),
  attach_retry_delay_ms: setting.int(50, 'Base delay before such a retry, in milliseconds; it doubles per attempt (with jitter).', { min: 1, max: 10_000 }),
  types_cache_seconds: setting.int(
    300,
    "How long a gateway's provider type catalogue (ListProviderProfiles) is reused for naming the credential behind `api_key` in provider responses. GET .../providers/types always asks the gateway. 0 asks every time.",
    { min: 0, max: 86_400 },
  ),
  credential_check_interval_seconds: setting.int(
    300,
    'Seconds between checks of every provider credential on gateways with credential refresh (OpenShell 0.1), on one replica at a time: a credential that starts to need a person (reauthorize, fix configuration, investigate) is announced once as provider.credential_attention.',
    { min: 10, max: 86_400 },
  ),
});

export type ProvidersConfig = z.output<typeof providersConfigSchema>;
