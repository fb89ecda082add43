import { useState } from 'react';
import { Button, Cell, Column, Heading, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ProblemMessage } from '../components/ProblemMessage.tsx';

interface GatewaySettings {
  settings_revision: number;
  settings: Record<string, unknown>;
}

/**
 * The gateway's own settings (GetGatewayConfig), read-only. Loaded when asked for, not with the page: it is a call
 * to the gateway, and the page already makes one (the live probe behind /info).
 */
export function GatewaySettingsSection({ gw }: { gw: string }) {
  const [loaded, setLoaded] = useState<{ value?: GatewaySettings; error?: unknown }>({});
  const load = async () => {
    try {
      setLoaded({ value: await expect(api.GET('/api/gateways/{gw}/config', { params: { path: { gw } } })) });
    } catch (error) {
      setLoaded({ error });
    }
  };
  const entries = loaded.value ? Object.entries(loaded.value.settings).sort(([a], [b]) => a.localeCompare(b)) : [];
  return (
    <section aria-labelledby="gateway-settings">
      <div className="page-head">
        <Heading level={2} id="gateway-settings">
          Gateway settings
        </Heading>
        <Button onPress={load}>{loaded.value ? 'Reload settings' : 'Show settings'}</Button>
      </div>
      <ProblemMessage error={loaded.error} />
      {loaded.value ? (
        <>
          <p className="muted">Revision {loaded.value.settings_revision}</p>
          {entries.length === 0 ? (
            <p>The gateway reports no settings.</p>
          ) : (
            <Table aria-label="Gateway settings">
              <TableHeader>
                <Column isRowHeader>Setting</Column>
                <Column>Value</Column>
              </TableHeader>
              <TableBody>
                {entries.map(([key, value]) => (
                  <Row key={key} id={key}>
                    <Cell>
                      <code>{key}</code>
                    </Cell>
                    <Cell>
                      <code>{JSON.stringify(value)}</code>
                    </Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      ) : null}
    </section>
  );
}
