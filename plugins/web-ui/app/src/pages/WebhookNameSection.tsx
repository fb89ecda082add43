import { api, expect } from '../api/client.ts';
import { CreateSection } from '../components/CreateSection.tsx';
import { Field } from '../components/Field.tsx';
import { useSubmit } from '../components/useSubmit.ts';

interface WebhookNameSectionProps {
  id: string;
  url: string;
  name: string | null;
  onSaved(): void;
}

/** Sets, changes or (left empty) removes a webhook's name: how a fleet document addresses it (docs/fleet-config.md). */
export function WebhookNameSection({ id, url, name, onSaved }: WebhookNameSectionProps) {
  const save = useSubmit(async (data) => {
    const given = String(data.get('name')).trim();
    await expect(api.PUT('/api/webhooks/{id}', { params: { path: { id } }, body: { name: given === '' ? null : given } }));
    onSaved();
  });
  return (
    <CreateSection id="webhook-name" title={`Name of the webhook to ${url}`} submit={save} submitLabel="Save name">
      <Field label="Webhook name (empty: none)" name="name" defaultValue={name ?? ''} />
    </CreateSection>
  );
}
