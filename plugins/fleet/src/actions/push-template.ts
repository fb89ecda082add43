import { isProblem } from '@portcullis/core';
import { type TemplateBody, templateSpecOf } from '@portcullis/plugin-gateway-templates';
import type { BindContext, Skip, Target, TargetAction } from '../target.ts';

// push_template: one template, stored on every selected gateway through the gateway-templates plugin's service (its
// audit rows, its `gateway_template.created`), in the named workspace or each gateway's default one. A gateway that
// has a template of that name is skipped, which makes a re-run change nothing; one whose line stores no templates is
// skipped with the capability named.

export interface PushTemplateParams {
  template: TemplateBody;
  workspace?: string | undefined;
}

function scopeIn(target: Target, workspace: string | undefined) {
  return workspace === undefined ? target.scope : { gateway: target.scope.gateway, workspace };
}

export function pushTemplateAction({ resolve }: BindContext, params: PushTemplateParams): TargetAction {
  const { template } = params;
  return {
    selects: 'gateways',
    workspace: params.workspace ?? null,
    role: 'admin',
    precheck: async (target): Promise<Skip | null> => {
      try {
        const present = await resolve('gatewayTemplates').list(scopeIn(target, params.workspace));
        return present.some((existing) => existing.name === template.name) ? `already has template ${template.name}` : null;
      } catch (error) {
        if (isProblem(error) && error.code === 'GATEWAY_CAPABILITY_UNAVAILABLE')
          return { reason: `no capability "${String(error.extensions.capability)}": ${error.detail}`, code: error.code };
        throw error;
      }
    },
    // Not handed the cancel signal: a push that has started finishes, so its outcome is known.
    run: async (target) => {
      await resolve('gatewayTemplates').create(scopeIn(target, params.workspace), template.name, template.labels ?? {}, templateSpecOf(template));
      return null;
    },
  };
}
