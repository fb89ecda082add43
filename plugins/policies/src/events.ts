// Events of this plugin, added to the kernel's event map.
declare module '@portcullis/core' {
  interface EventMap {
    'policy.updated': { gateway: string; sandbox: string; workspace: string; version: number; previous_version: number; change: string };
    'policy.pin_expired': { gateway: string; sandbox: string; reason: string };
  }
  interface ServiceMap {
    policyPins: import('./pins/service.ts').PolicyPins;
    policyPresets: import('./presets/service.ts').PolicyPresets;
    /** Private to the policies plugin. */
    policyPresetApplications: import('./presets/applications.ts').PresetApplications;
    policyGateway: import('./gateway/policy-gateway.ts').PolicyGateway;
    policyWriter: import('./writer.ts').PolicyWriter;
  }
}

export {};
