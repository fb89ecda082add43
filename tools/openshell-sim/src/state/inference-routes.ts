// Inference routes per workspace: the user-facing "inference.local" (also addressed as "") and "sandbox-system".
import { invalidArgument, notFound } from '../grpc/errors.ts';

export interface InferenceRoute {
  routeName: string;
  providerName: string;
  modelId: string;
  version: number;
  timeoutSecs: number;
  workspace: string;
}

const ROUTE_NAMES = new Set(['inference.local', 'sandbox-system']);

export function normalizeRouteName(name: string): string {
  const normalized = name || 'inference.local';
  if (!ROUTE_NAMES.has(normalized)) throw invalidArgument(`unknown route_name '${name}'`);
  return normalized;
}

export class InferenceRoutes {
  private readonly routes = new Map<string, InferenceRoute>();
  /** Set by a hook: the next verification fails with this reason (null = succeed). */
  verificationFailure: string | null = null;

  private static key(workspace: string, routeName: string): string {
    return `${workspace}/${routeName}`;
  }

  get(workspace: string, routeName: string): InferenceRoute {
    const route = this.routes.get(InferenceRoutes.key(workspace, routeName));
    if (!route) {
      throw notFound(`inference route '${routeName}' is not configured in workspace '${workspace}'; set one with SetInferenceRoute`);
    }
    return route;
  }

  set(input: Omit<InferenceRoute, 'version'>): InferenceRoute {
    const key = InferenceRoutes.key(input.workspace, input.routeName);
    const route = { ...input, version: (this.routes.get(key)?.version ?? 0) + 1 };
    this.routes.set(key, route);
    return route;
  }

  delete(workspace: string, routeName: string): boolean {
    return this.routes.delete(InferenceRoutes.key(workspace, routeName));
  }

  all(): InferenceRoute[] {
    return [...this.routes.values()];
  }
}
