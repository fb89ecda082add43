import { useState } from 'react';
import { api, expect } from '../api/client.ts';
import { operationId } from '../api/operations.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { OperationProgress } from '../components/OperationProgress.tsx';
import { useOperation } from '../live/useOperation.ts';
import { navigate } from '../router.tsx';
import { useWorkspace } from '../workspace.ts';
import { gatewayTabPage } from './paths.ts';

/** Start, stop and delete, each confirmed and followed to its end over the operation stream. */
export function SandboxActions({ gw, name, state }: { gw: string; name: string; state: string }) {
  const [running, setRunning] = useState<{ id: string; label: string; after?: () => void } | null>(null);
  const operation = useOperation(running?.id ?? null, () => running?.after?.());
  const workspace = useWorkspace();
  const path = { gw, name };
  const query = { workspace };
  const start = (label: string, call: () => Promise<unknown>, after?: () => void) => async () => {
    setRunning({ id: operationId(await call()), label, ...(after ? { after } : {}) });
  };
  return (
    <>
      <div className="toolbar">
        {state === 'stopped' ? (
          <ConfirmAction
            label="Start"
            destructive={false}
            question={`Start sandbox ${name}?`}
            action={start('Starting', () => expect(api.POST('/api/gateways/{gw}/sandboxes/{name}/start', { params: { path, query } })))}
          />
        ) : null}
        {state === 'running' ? (
          <ConfirmAction
            label="Stop"
            question={`Stop sandbox ${name}? Its SSH sessions end; its state is kept.`}
            action={start('Stopping', () => expect(api.POST('/api/gateways/{gw}/sandboxes/{name}/stop', { params: { path, query } })))}
          />
        ) : null}
        <ConfirmAction
          label="Delete"
          question={`Delete sandbox ${name} and everything in it? This cannot be undone.`}
          action={start(
            'Deleting',
            () => expect(api.DELETE('/api/gateways/{gw}/sandboxes/{name}', { params: { path, query } })),
            () => navigate(gatewayTabPage(gw, 'sandboxes', workspace)),
          )}
        />
      </div>
      {running ? <OperationProgress label={running.label} operation={operation} /> : null}
    </>
  );
}
