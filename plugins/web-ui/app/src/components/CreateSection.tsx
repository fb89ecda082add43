import type { ReactNode } from 'react';
import { Button, Form, Heading } from 'react-aria-components';
import { ProblemMessage } from './ProblemMessage.tsx';
import type { useSubmit } from './useSubmit.ts';

interface CreateSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  submit: ReturnType<typeof useSubmit>;
  submitLabel: string;
  /** The problem shown above the button; the submit's own by default. */
  error?: unknown;
  /** The form's fields. */
  children: ReactNode;
}

/** A list page's "New …" section: a form whose problem shows above its button, which is disabled while it runs. */
export function CreateSection({ id, title, submit, submitLabel, error = submit.error, children }: CreateSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <Form onSubmit={submit.onSubmit}>
        {children}
        <ProblemMessage error={error} />
        <Button type="submit" className="primary" isDisabled={submit.busy}>
          {submitLabel}
        </Button>
      </Form>
    </section>
  );
}
