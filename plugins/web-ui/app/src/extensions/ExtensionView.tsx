import type { ComponentType } from 'react';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { ExtensionBoundary } from './ExtensionBoundary.tsx';
import type { ExtensionComponents } from './host.ts';
import { loadExtension } from './load.ts';

/**
 * One component of an extension module: loaded on first use, then rendered with `props`. A module that fails to
 * load or lacks the component is reported on the page; the rest of the console is unaffected.
 */
export function ExtensionView<P extends object>({
  module,
  pick,
  props,
}: {
  module: string;
  pick: (components: ExtensionComponents) => ComponentType<P> | undefined;
  props: P;
}) {
  const component = useLoad(async () => {
    const found = pick(await loadExtension(module));
    if (!found) throw new Error(`${module} does not provide this view`);
    return { found };
  }, [module]);
  if (component.error) return <ProblemMessage error={component.error} />;
  if (!component.value) {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }
  const View = component.value.found;
  return (
    <ExtensionBoundary module={module}>
      <View {...props} />
    </ExtensionBoundary>
  );
}
