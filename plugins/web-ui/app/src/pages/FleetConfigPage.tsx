import { useState } from 'react';
import { Button, Checkbox, FileTrigger, Form, Heading, Label, TextArea, TextField } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { operationId } from '../api/operations.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { OperationProgress } from '../components/OperationProgress.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useOperation } from '../live/useOperation.ts';
import { useSession } from '../session.tsx';
import {
  type ApplyOutcome,
  applyDocument,
  type DriftedObject,
  exportDocument,
  type FieldDiff,
  type PlanAnswer,
  type PlannedObject,
  planDocument,
  shown,
} from './fleet-config.ts';

/** A list the API answered whole, paged in the browser. */
function pageOf<T>(items: T[]) {
  return (paging: Paging) => Promise.resolve({ items: items.slice(paging.offset, paging.offset + paging.limit), total: items.length });
}

function Changes({ fields }: { fields: FieldDiff[] }) {
  if (fields.length === 0) return '—';
  return (
    <ul className="diff">
      {fields.map((diff) => (
        <li key={diff.field}>
          <code>{diff.field}</code>: <del>{shown(diff.from)}</del> → <ins>{shown(diff.to)}</ins>
        </li>
      ))}
    </ul>
  );
}

/**
 * The fleet as code: a document pasted or uploaded, its plan as a diff (operators), applied after a confirmation
 * and followed over its operation (admins), and where the live state left the last applied document.
 */
export function FleetConfigPage() {
  const session = useSession();
  const [document, setDocument] = useState('');
  const [prune, setPrune] = useState(false);
  const [plan, setPlan] = useState<{ answer?: PlanAnswer; error?: unknown; version: number }>({ version: 0 });
  const [running, setRunning] = useState<string | null>(null);
  const [applied, setApplied] = useState(0);
  const operation = useOperation(running, () => setApplied((n) => n + 1));
  const drift = useLoad(() => expect(api.GET('/api/config/drift')), [applied]);
  const outcomes = (operation?.result as { outcomes?: ApplyOutcome[] } | null | undefined)?.outcomes;
  const answer = plan.answer;

  const runPlan = async () => {
    try {
      setPlan({ answer: await planDocument(document, prune), version: plan.version + 1 });
    } catch (error) {
      setPlan({ error, version: plan.version + 1 });
    }
  };
  const readFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (file) setDocument(await file.text());
  };

  return (
    <>
      <Heading level={1}>Fleet configuration</Heading>
      <section aria-labelledby="fleet-document">
        <Heading level={2} id="fleet-document">
          Document
        </Heading>
        <p className="muted">
          A YAML fleet document: objects by kind and name (gateways, groups and roles, approval workflows, ...), secrets as <code>{'{env: NAME}'}</code> or{' '}
          <code>{'{file: path}'}</code> references.
        </p>
        <Form
          aria-label="Fleet document"
          onSubmit={(event) => {
            event.preventDefault();
            void runPlan();
          }}
        >
          <TextField className="field wide" value={document} onChange={setDocument} isRequired>
            <Label>Fleet document (YAML)</Label>
            <TextArea rows={14} spellCheck={false} />
          </TextField>
          <Checkbox isSelected={prune} onChange={setPrune}>
            Prune: delete what the document's kinds do not declare
          </Checkbox>
          <div className="toolbar">
            <FileTrigger acceptedFileTypes={['.yaml', '.yml', 'application/yaml', 'text/yaml']} onSelect={(files) => void readFile(files)}>
              <Button>Upload a document</Button>
            </FileTrigger>
            {session.can('admin') ? <Button onPress={async () => setDocument(await exportDocument())}>Start from the live state</Button> : null}
            <Button type="submit" className="primary">
              Plan
            </Button>
          </div>
        </Form>
      </section>
      <ProblemMessage error={plan.error} />
      {answer ? (
        <section aria-labelledby="fleet-plan">
          <Heading level={2} id="fleet-plan">
            Plan: {answer.summary.create} to create, {answer.summary.change} to change, {answer.summary.delete} to delete, {answer.summary.unchanged} unchanged,{' '}
            {answer.summary.kept} kept
          </Heading>
          {answer.summary.refused > 0 ? (
            <p role="alert" className="problem">
              {answer.summary.refused} object(s) would be refused: this plan cannot be applied.
            </p>
          ) : null}
          <DataList<PlannedObject>
            label="Plan"
            version={plan.version}
            keyOf={(object) => `${object.kind}/${object.name}`}
            load={pageOf(answer.objects)}
            columns={[
              { title: 'Object', render: (object) => `${object.kind}/${object.name}` },
              { title: 'Action', render: (object) => <StatusBadge status={object.action} /> },
              { title: 'Changes', render: (object) => <Changes fields={object.action === 'create' || object.action === 'change' ? object.fields : []} /> },
              { title: 'Refused', render: (object) => object.refusal ?? '—' },
            ]}
            empty="The document declares nothing and nothing is live."
          />
          {session.can('admin') && answer.summary.refused === 0 ? (
            <ConfirmAction
              label="Apply plan"
              question={`Apply this plan: ${answer.summary.create} to create, ${answer.summary.change} to change, ${answer.summary.delete} to delete? It is refused if anything changed since it was planned.`}
              destructive={answer.summary.delete > 0}
              action={async () => setRunning(operationId(await applyDocument(document, answer)))}
            />
          ) : null}
        </section>
      ) : null}
      {running ? (
        <section aria-labelledby="fleet-apply">
          <Heading level={2} id="fleet-apply">
            Apply
          </Heading>
          <OperationProgress label="Applying the document" operation={operation} />
          {outcomes ? (
            <DataList<ApplyOutcome>
              label="Apply outcomes"
              version={outcomes}
              keyOf={(outcome) => `${outcome.kind}/${outcome.name}`}
              load={pageOf(outcomes)}
              columns={[
                { title: 'Object', render: (outcome) => `${outcome.kind}/${outcome.name}` },
                { title: 'Action', render: (outcome) => outcome.action },
                { title: 'Outcome', render: (outcome) => <StatusBadge status={outcome.outcome} /> },
                { title: 'Why', render: (outcome) => [outcome.code, outcome.detail].filter(Boolean).join(': ') || '—' },
              ]}
              empty="Nothing to change: the live state already matches."
            />
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="fleet-drift">
        <Heading level={2} id="fleet-drift">
          Drift
        </Heading>
        <ProblemMessage error={drift.error} />
        {drift.value ? (
          <>
            <p data-testid="drift-summary">
              {drift.value.applied_at
                ? `${drift.value.drifted ? 'The live state has left' : 'The live state matches'} the document ${drift.value.applied_by ?? ''} applied at ${drift.value.applied_at}.`
                : 'No document has been applied yet.'}
            </p>
            <Button onPress={drift.reload}>Check drift now</Button>
            <DataList<DriftedObject>
              label="Drift"
              version={drift.value}
              keyOf={(object) => `${object.kind}/${object.name}`}
              load={pageOf(drift.value.objects)}
              columns={[
                { title: 'Object', render: (object) => `${object.kind}/${object.name}` },
                { title: 'State', render: (object) => <StatusBadge status={object.state} /> },
                { title: 'Applied → live', render: (object) => <Changes fields={object.fields} /> },
              ]}
              empty="No drift."
            />
          </>
        ) : null}
      </section>
    </>
  );
}
