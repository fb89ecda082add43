import type { OidcLoginFlow } from './login-flow.ts';
import type { ProviderClients } from './provider-clients.ts';
import type { UsedStates } from './used-state.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Private to the auth-oidc plugin. */
    oidcProviders: ProviderClients;
    oidcLoginFlow: OidcLoginFlow;
    oidcUsedStates: UsedStates;
  }
}
