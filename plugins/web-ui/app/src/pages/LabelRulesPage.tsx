import { Fragment, type ReactNode, useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type ListColumn, type Page, type Paging } from '../components/DataList.tsx';
import { useSession } from '../session.tsx';
import { type LabelSelectors, selectorText } from './LabelRuleFields.tsx';

type LabelRule = { name: string } & LabelSelectors;

interface Props<T extends LabelRule> {
  title: string;
  intro: string;
  empty: string;
  load(paging: Paging): Promise<Page<T>>;
  /** The rule's own columns, after its name and selectors. */
  columns: ListColumn<T>[];
  removeQuestion(rule: T): string;
  remove(name: string): Promise<unknown>;
  /** The editor of a new rule (`current` null) or of the one chosen from the list. */
  editor(current: T | null, onSaved: () => void): ReactNode;
}

/** A page of label rules (budget rules, preset rules): the list for viewers, and for admins an editor and Delete. */
export function LabelRulesPage<T extends LabelRule>({ title, intro, empty, load, columns, removeQuestion, remove, editor }: Props<T>) {
  const writable = useSession().canEverywhere('admin');
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<T | null>(null);
  const reload = () => setVersion((v) => v + 1);
  const saved = () => {
    setEditing(null);
    reload();
  };
  return (
    <>
      <Heading level={1}>{title}</Heading>
      <p>{intro}</p>
      <DataList
        label={title}
        empty={empty}
        version={version}
        keyOf={(rule) => rule.name}
        load={load}
        columns={[
          { title: 'Rule', render: (rule) => rule.name },
          { title: 'Gateways', render: (rule) => selectorText(rule.gateways) },
          { title: 'Sandboxes', render: (rule) => selectorText(rule.sandboxes) },
          ...columns,
          {
            title: 'Actions',
            render: (rule) =>
              writable ? (
                <div className="toolbar">
                  <Button onPress={() => setEditing(rule)}>Edit</Button>
                  <ConfirmAction label="Delete" question={removeQuestion(rule)} action={() => remove(rule.name)} onDone={reload} />
                </div>
              ) : null,
          },
        ]}
      />
      {/* Keyed by the rule, so that choosing another one starts its editor afresh. */}
      {writable ? <Fragment key={editing?.name ?? ''}>{editor(editing, saved)}</Fragment> : null}
    </>
  );
}
