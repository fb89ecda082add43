import { type FormEvent, useState } from 'react';

/** A form's submit handler with its busy flag and the problem of the last attempt. */
export function useSubmit(work: (data: FormData) => Promise<void>) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await work(new FormData(event.currentTarget));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { onSubmit, error, busy };
}
