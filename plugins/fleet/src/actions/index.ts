import type { ActionBody, ActionName } from '../request.ts';
import { type BindContext, forSandboxes, type TargetAction } from '../target.ts';
import { engageAction, resumeAction } from './kill-switch.ts';
import { setLeaseAction } from './lease.ts';
import { deleteAction, startAction, stopAction } from './lifecycle.ts';
import { pinAction, unpinAction } from './pins.ts';
import { applyPresetAction, removePresetAction } from './presets.ts';
import { pushTemplateAction } from './push-template.ts';

export const POLICIES_PLUGIN = 'policies';
export const KILL_SWITCH_PLUGIN = 'kill-switch';
export const GATEWAY_TEMPLATES_PLUGIN = 'gateway-templates';
export const SANDBOX_LEASES_PLUGIN = 'sandbox-leases';

/** The plugin whose service performs each action, besides `sandboxes` (always there): absent means unavailable. */
export const ACTION_PLUGIN: Record<ActionName, string | null> = {
  apply_preset: POLICIES_PLUGIN,
  remove_preset: POLICIES_PLUGIN,
  pin: POLICIES_PLUGIN,
  unpin: POLICIES_PLUGIN,
  kill_switch_engage: KILL_SWITCH_PLUGIN,
  kill_switch_resume: KILL_SWITCH_PLUGIN,
  stop: null,
  start: null,
  delete: null,
  push_template: GATEWAY_TEMPLATES_PLUGIN,
  set_lease: SANDBOX_LEASES_PLUGIN,
};

type Binders = { [A in ActionName]: (body: Extract<ActionBody, { action: A }>, context: BindContext) => TargetAction };

const BINDERS: Binders = {
  apply_preset: (body, context) => forSandboxes(applyPresetAction(context, body.params.preset)),
  remove_preset: (body, context) => forSandboxes(removePresetAction(context, body.params.preset)),
  pin: (body, context) =>
    forSandboxes(pinAction(context, { reason: body.params.reason, expiresAt: body.params.expires_at ? new Date(body.params.expires_at) : null })),
  unpin: (_body, context) => forSandboxes(unpinAction(context)),
  kill_switch_engage: (_body, context) => forSandboxes(engageAction(context)),
  kill_switch_resume: (_body, context) => forSandboxes(resumeAction(context)),
  stop: (_body, context) => forSandboxes(stopAction(context)),
  start: (_body, context) => forSandboxes(startAction(context)),
  delete: (_body, context) => forSandboxes(deleteAction(context)),
  push_template: (body, context) => pushTemplateAction(context, body.params),
  set_lease: (body, context) => forSandboxes(setLeaseAction(context, body.params)),
};

/** The action of the body, bound to its parameters and the caller. */
export function bindAction(body: ActionBody, context: BindContext): TargetAction {
  return (BINDERS[body.action] as (body: ActionBody, context: BindContext) => TargetAction)(body, context);
}
