import { useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';

/** Whether the service runs in local mode, the only mode in which it starts gateway processes itself. */
async function localMode(): Promise<boolean> {
  const config = (await expect(api.GET('/api/system/config'))) as { service?: { local_mode?: unknown } };
  return config.service?.local_mode === true;
}

/** The gateway's local process (local mode, admins): whether it runs, and start, stop, restart. */
export function LocalGatewaySection({ gw, local, onChanged }: { gw: string; local: { pid: number; started_at: string | null } | null; onChanged(): void }) {
  const enabled = useLoad(localMode, []);
  const path = { gw };
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await expect(api.POST('/api/gateways/{gw}/start', { params: { path } }));
      onChanged();
    } catch (failure) {
      setError(failure);
    } finally {
      setStarting(false);
    }
  };
  if (!enabled.value) return null;
  return (
    <section aria-labelledby="local-process">
      <Heading level={2} id="local-process">
        Local process
      </Heading>
      <p data-testid="local-process">{local ? `Running as pid ${local.pid} since ${local.started_at ?? 'an unknown time'}.` : 'Not running.'}</p>
      <div className="toolbar">
        {local ? (
          <>
            <ConfirmAction
              label="Restart"
              destructive={false}
              question={`Restart the local gateway ${gw}? Its sandboxes lose their connections meanwhile.`}
              action={() => expect(api.POST('/api/gateways/{gw}/restart', { params: { path } }))}
              onDone={onChanged}
            />
            <ConfirmAction
              label="Stop process"
              question={`Stop the local gateway ${gw}? It stays registered.`}
              action={() => expect(api.POST('/api/gateways/{gw}/stop', { params: { path } }))}
              onDone={onChanged}
            />
          </>
        ) : (
          <Button isDisabled={starting} onPress={start}>
            Start process
          </Button>
        )}
      </div>
      <ProblemMessage error={error} />
    </section>
  );
}
