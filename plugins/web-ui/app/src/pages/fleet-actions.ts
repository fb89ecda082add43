import type { paths } from '../api/schema.ts';
import { commaList } from './comma-list.ts';

// What POST /api/fleet/actions takes, and how the fleet page's fields become that body.

export type FleetBody = paths['/api/fleet/actions']['post']['requestBody']['content']['application/json'];
export type FleetActionName = FleetBody['action'];
export type SandboxState = NonNullable<FleetBody['selector']['states']>[number];
export type FleetTarget = Extract<
  paths['/api/fleet/actions']['post']['responses'][200]['content']['application/json'],
  { targets: unknown }
>['targets'][number];

export interface FleetAction {
  id: FleetActionName;
  label: string;
  /** The plugin that performs it besides sandboxes (the API refuses it while that plugin is off). */
  plugin?: string;
  /** The parameters it takes. */
  params?: 'preset' | 'pin' | 'template' | 'lease';
  /** Acts on each selected gateway rather than its sandboxes: the sandbox parts of the selector do not apply. */
  onGateways?: boolean;
}

export const FLEET_ACTIONS: FleetAction[] = [
  { id: 'stop', label: 'Stop' },
  { id: 'start', label: 'Start' },
  { id: 'delete', label: 'Delete' },
  { id: 'kill_switch_engage', label: 'Engage kill switch', plugin: 'kill-switch' },
  { id: 'kill_switch_resume', label: 'Resume (release the kill switch)', plugin: 'kill-switch' },
  { id: 'apply_preset', label: 'Apply policy preset', plugin: 'policies', params: 'preset' },
  { id: 'remove_preset', label: 'Remove policy preset', plugin: 'policies', params: 'preset' },
  { id: 'pin', label: 'Pin policy', plugin: 'policies', params: 'pin' },
  { id: 'unpin', label: 'Unpin policy', plugin: 'policies' },
  { id: 'push_template', label: 'Push a gateway template', plugin: 'gateway-templates', params: 'template', onGateways: true },
  { id: 'set_lease', label: 'Set a lease', plugin: 'sandbox-leases', params: 'lease' },
];

export const SANDBOX_STATES: SandboxState[] = ['creating', 'running', 'stopped', 'deleting', 'error'];

/** The fleet form as typed: comma-separated lists, the chosen states, the parameters of the chosen action. */
export interface FleetForm {
  action: FleetActionName;
  gateways: string;
  gatewayLabels: string;
  sandboxLabels: string;
  /** `gateway/name` of each sandbox picked one by one (the sandboxes page's selection), comma-separated. */
  sandboxes: string;
  states: SandboxState[];
  preset: string;
  reason: string;
  expiresAt: string;
  templateName: string;
  templateImage: string;
  /** set_lease: hours from when it is set, and what happens at expiry. */
  leaseHours: string;
  leaseAction: 'stop' | 'delete';
}

function paramsOf(form: FleetForm): Record<string, unknown> {
  const params = FLEET_ACTIONS.find((action) => action.id === form.action)?.params;
  if (params === 'template') return { template: { name: form.templateName.trim(), image: form.templateImage.trim() } };
  if (params === 'preset') return { preset: form.preset.trim() };
  if (params === 'lease') return { ttl_seconds: Math.round(Number(form.leaseHours) * 3600), action: form.leaseAction };
  if (params === 'pin') return { reason: form.reason, ...(form.expiresAt.trim() ? { expires_at: form.expiresAt.trim() } : {}) };
  return {};
}

/** `gw-a/web-1` → `{gateway: 'gw-a', name: 'web-1'}` (a gateway name has no slash). */
function namedSandbox(ref: string): { gateway: string; name: string } {
  const slash = ref.indexOf('/');
  return { gateway: ref.slice(0, slash), name: ref.slice(slash + 1) };
}

/** The request body; an empty field leaves its part of the selector out (absent parts select everything). */
export function fleetBody(form: FleetForm, dryRun: boolean): FleetBody {
  const gateways = commaList(form.gateways);
  const gatewayLabels = commaList(form.gatewayLabels);
  const onGateways = FLEET_ACTIONS.find((action) => action.id === form.action)?.onGateways === true;
  const sandboxLabels = onGateways ? [] : commaList(form.sandboxLabels);
  const states = onGateways ? [] : form.states;
  const sandboxes = onGateways ? [] : commaList(form.sandboxes).map(namedSandbox);
  return {
    action: form.action,
    params: paramsOf(form),
    selector: {
      ...(gateways.length ? { gateways } : {}),
      ...(gatewayLabels.length ? { gateway_labels: gatewayLabels } : {}),
      ...(sandboxLabels.length ? { sandbox_labels: sandboxLabels } : {}),
      ...(states.length ? { states } : {}),
      ...(sandboxes.length ? { sandboxes } : {}),
    },
    dry_run: dryRun,
  } as FleetBody;
}

/** What a run's operation ends with (`fleet.action`). */
export interface FleetResult {
  action: FleetActionName;
  targets: FleetTarget[];
  summary: { done: number; skipped: number; failed: number };
}
