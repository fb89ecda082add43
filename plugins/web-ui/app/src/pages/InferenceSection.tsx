import { Button, Form, Heading } from 'react-aria-components';
import { ApiError, api, expect, expectOptional } from '../api/client.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';

/** The gateway's inference route: which provider and model sandboxes reach at inference.local. */
export function InferenceSection({ gw }: { gw: string }) {
  const session = useSession();
  const route = useLoad(async () => ({ current: await expectOptional(api.GET('/api/gateways/{gw}/inference', { params: { path: { gw } } })) }), [gw]);
  const save = useSubmit(async (data) => {
    await expect(
      api.PUT('/api/gateways/{gw}/inference', {
        params: { path: { gw } },
        body: { provider: String(data.get('provider')), model: String(data.get('model')) },
      }),
    );
    route.reload();
  });
  const current = route.value?.current;
  // OpenShell 0.1 gateways have no inference routes: the problem says so, and there is nothing to set.
  const removed = route.error instanceof ApiError && route.error.problem.code === 'INFERENCE_ROUTES_UNAVAILABLE';
  return (
    <section aria-labelledby="inference">
      <Heading level={2} id="inference">
        Inference
      </Heading>
      <ProblemMessage error={route.error} />
      {route.value ? (
        <p>
          {current ? (
            <>
              Provider <strong>{current.provider}</strong>, model <code>{current.model}</code> (version {current.version})
            </>
          ) : (
            'No inference route is set.'
          )}
        </p>
      ) : null}
      {session.canOn(gw, 'operator') && !removed ? (
        <Form onSubmit={save.onSubmit} className="inline-form">
          <Field label="Inference provider" name="provider" isRequired defaultValue={current?.provider ?? ''} />
          <Field label="Model" name="model" isRequired defaultValue={current?.model ?? ''} />
          <Button type="submit" isDisabled={save.busy}>
            Set route
          </Button>
        </Form>
      ) : null}
      <ProblemMessage error={save.error} />
    </section>
  );
}
