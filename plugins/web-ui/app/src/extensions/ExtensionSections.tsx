import { useSession } from '../session.tsx';
import { ExtensionView } from './ExtensionView.tsx';

/** The sections console extensions add to a sandbox's page, each for the roles on its gateway it names. */
export function ExtensionSandboxSections({ gw, name, workspace }: { gw: string; name: string; workspace: string | undefined }) {
  const session = useSession();
  return (
    <>
      {session.extensions.flatMap((extension) =>
        extension.sandbox_sections
          .filter((section) => session.canOn(gw, section.role))
          .map((section) => (
            <ExtensionView
              key={`${extension.id}/${section.id}`}
              module={extension.module}
              pick={(components) => components.sandboxSections?.[section.id]}
              props={{ gw, name, workspace }}
            />
          )),
      )}
    </>
  );
}
