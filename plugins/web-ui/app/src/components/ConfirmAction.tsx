import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';
import { ProblemMessage } from './ProblemMessage.tsx';
import { useToast } from './Toasts.tsx';

interface Props {
  /** The button's label, also the dialog's confirm button. */
  label: string;
  /** What will happen, in a sentence. */
  question: string;
  action(): Promise<unknown>;
  onDone?(): void;
  destructive?: boolean;
}

/**
 * A button that asks before it acts, keeps the dialog open with the problem when the action is refused, and says in
 * a toast when it is done.
 */
export function ConfirmAction({ label, question, action, onDone, destructive = true }: Props) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  return (
    <DialogTrigger onOpenChange={() => setError(null)}>
      <Button className={destructive ? 'danger' : undefined}>{label}</Button>
      <Modal className="modal">
        <Dialog role="alertdialog">
          {({ close }) => (
            <>
              <Heading slot="title">{label}</Heading>
              <p>{question}</p>
              <ProblemMessage error={error} />
              <div className="actions">
                <Button onPress={close}>Cancel</Button>
                <Button
                  className={destructive ? 'danger' : 'primary'}
                  isDisabled={busy}
                  onPress={async () => {
                    setBusy(true);
                    try {
                      await action();
                      close();
                      toast(`${label}: done.`);
                      onDone?.();
                    } catch (failure) {
                      setError(failure);
                    } finally {
                      setBusy(false);
                    }
                  }}
                >
                  {label}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
