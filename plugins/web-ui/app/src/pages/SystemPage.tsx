import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { DataList, type Paging } from '../components/DataList.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSession } from '../session.tsx';

/** Plugins (enabled or why not), and for admins the effective configuration and the OpenAPI document. */
export function SystemPage() {
  const session = useSession();
  const version = useLoad(() => expect(api.GET('/api/system/version')), []);
  return (
    <>
      <Heading level={1}>System</Heading>
      <p>Portcullis {version.value?.version}</p>
      {session.can('admin') ? (
        <p>
          <a href="/api/system/openapi.json">OpenAPI document</a>
        </p>
      ) : null}
      <Heading level={2}>Plugins</Heading>
      <DataList
        label="Plugins"
        keyOf={(plugin) => plugin.id}
        load={(paging: Paging) => expect(api.GET('/api/system/plugins', { params: { query: paging } }))}
        columns={[
          { title: 'Plugin', render: (plugin) => plugin.id },
          { title: 'Enabled', render: (plugin) => (plugin.enabled ? 'yes' : `no — ${plugin.reason}`) },
          { title: 'What it adds', render: (plugin) => plugin.description },
        ]}
      />
      {session.canEverywhere('admin') && session.plugins.has('backup') ? <Backup /> : null}
      {session.can('admin') ? <Configuration /> : null}
    </>
  );
}

/** The backup download (a plain link: the browser saves the archive the API streams, with the session cookie). */
function Backup() {
  return (
    <section aria-labelledby="backup">
      <Heading level={2} id="backup">
        Backup
      </Heading>
      <p>
        <a href="/api/system/backup" download className="button">
          Download backup
        </a>
      </p>
      <p className="muted">
        A <code>.tar.gz</code> with a consistent snapshot of the database and a manifest; the download is audited. To restore it, keep the secret key with it (
        <code>SERVICE_SECRET_KEY</code>, or <code>secret.key</code> in the data directory): stored credentials are encrypted with that key. Stop the service,
        then run <code>npm run portcullis -- restore &lt;file&gt;</code> against a database of the same kind (SQLite or PostgreSQL, which needs{' '}
        <code>pg_restore</code> and <code>psql</code>).
      </p>
    </section>
  );
}

function Configuration() {
  const config = useLoad(() => expect(api.GET('/api/system/config')), []);
  return (
    <section aria-labelledby="configuration">
      <Heading level={2} id="configuration">
        Configuration (secrets redacted)
      </Heading>
      <ProblemMessage error={config.error} />
      {config.value ? <ScrollingText>{JSON.stringify(config.value, null, 2)}</ScrollingText> : null}
    </section>
  );
}
