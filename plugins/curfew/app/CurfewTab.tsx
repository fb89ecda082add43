import {
  api,
  Button,
  type ExtensionTabProps,
  expect,
  expectOptional,
  Field,
  Form,
  Heading,
  ProblemMessage,
  useLoad,
  useSession,
  useSubmit,
} from '@portcullis/console';

/** `HH:MM` ↔ minutes after midnight, as the curfew API counts them. */
const toMinutes = (text: string) => {
  const [hours, minutes] = text.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The gateway's daily curfew (set by admins of the gateway): every sandbox's kill switch is engaged inside the window. */
export function CurfewTab({ gw }: ExtensionTabProps) {
  const session = useSession();
  const curfew = useLoad(async () => ({ current: await expectOptional(api.GET('/api/gateways/{gw}/curfew', { params: { path: { gw } } })) }), [gw]);
  const save = useSubmit(async (data) => {
    await expect(
      api.PUT('/api/gateways/{gw}/curfew', {
        params: { path: { gw } },
        body: {
          enabled: true,
          start_minute: toMinutes(String(data.get('start'))),
          end_minute: toMinutes(String(data.get('end'))),
          timezone: String(data.get('timezone')),
        },
      }),
    );
    curfew.reload();
  });
  const current = curfew.value?.current;
  return (
    <section aria-labelledby="curfew">
      <Heading level={2} id="curfew">
        Curfew
      </Heading>
      <ProblemMessage error={curfew.error} />
      {curfew.value ? (
        <p>
          {current?.enabled ? (
            <>
              Daily {toClock(current.start_minute)}–{toClock(current.end_minute)} ({current.timezone}){current.in_window ? '; in force now' : ''}.
            </>
          ) : (
            'No curfew.'
          )}
        </p>
      ) : null}
      {session.canOn(gw, 'admin') && curfew.value ? (
        <Form onSubmit={save.onSubmit} className="inline-form">
          <Field label="From (HH:MM)" name="start" isRequired defaultValue={current ? toClock(current.start_minute) : '22:00'} />
          <Field label="Until (HH:MM)" name="end" isRequired defaultValue={current ? toClock(current.end_minute) : '06:00'} />
          <Field label="Time zone" name="timezone" isRequired defaultValue={current?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone} />
          <Button type="submit" isDisabled={save.busy}>
            Set curfew
          </Button>
        </Form>
      ) : null}
      <ProblemMessage error={save.error} />
    </section>
  );
}
