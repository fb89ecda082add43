import { useState } from 'react';
import { Button, Group, Heading } from 'react-aria-components';
import { Field } from '../components/Field.tsx';

export interface ServiceRow {
  name?: string;
  port: number;
}

/**
 * The services a new sandbox exposes from the start (OpenShell 0.1): rows of a name (empty: the unnamed service) and
 * a port, added and removed before the create. Their values travel in the form as `service-name-N` / `service-port-N`.
 */
export function ServicesAtCreate() {
  const [rows, setRows] = useState<number[]>([]);
  const [next, setNext] = useState(0);
  return (
    <section aria-labelledby="services-at-create">
      <Heading level={3} id="services-at-create">
        Services (optional)
      </Heading>
      {rows.map((row, index) => (
        <Group key={row} className="inline-form" aria-label={`Service ${index + 1}`}>
          <Field label={`Service ${index + 1} name`} name={`service-name-${row}`} placeholder="unnamed" />
          <Field label={`Service ${index + 1} port`} name={`service-port-${row}`} type="number" isRequired />
          <Button onPress={() => setRows((current) => current.filter((kept) => kept !== row))}>Remove service {index + 1}</Button>
        </Group>
      ))}
      <Button
        onPress={() => {
          setRows((current) => [...current, next]);
          setNext((value) => value + 1);
        }}
      >
        Add a service
      </Button>
    </section>
  );
}

/** The rows of a submitted form, in their order, as the create body's `services`. */
export function servicesOf(data: FormData): ServiceRow[] {
  const services: ServiceRow[] = [];
  for (const [key, value] of data.entries()) {
    const row = /^service-port-(\d+)$/.exec(key)?.[1];
    if (row === undefined) continue;
    const name = String(data.get(`service-name-${row}`) ?? '').trim();
    services.push({ ...(name ? { name } : {}), port: Number(value) });
  }
  return services;
}
